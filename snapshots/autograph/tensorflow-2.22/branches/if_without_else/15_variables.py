def if_without_else(n: int) -> int:
    """An if with no else that conditionally overwrites a variable."""
    with ag__.FunctionScope('if_without_else', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        r = ag__.ld(n)

        def get_state():
            return (r,)

        def set_state(vars_):
            nonlocal r
            r, = vars_

        def if_body():
            nonlocal r
            r = ag__.ld(n) // 2

        def else_body():
            nonlocal r
            pass
        ag__.if_stmt(ag__.ld(n) % 2 == 0, if_body, else_body, get_state, set_state, ('r',), 1)
        try:
            do_return = True
            retval_ = ag__.ld(r)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
