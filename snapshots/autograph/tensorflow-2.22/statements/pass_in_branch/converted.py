def tf__pass_in_branch(n: int) -> int:
    """A pass statement as the whole body of one if branch."""
    with ag__.FunctionScope('pass_in_branch', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state():
            return (n,)

        def set_state(vars_):
            nonlocal n
            n, = vars_

        def if_body():
            nonlocal n
            pass

        def else_body():
            nonlocal n
            n = -ag__.ld(n)
        ag__.if_stmt(ag__.ld(n) > 0, if_body, else_body, get_state, set_state, ('n',), 1)
        try:
            do_return = True
            retval_ = ag__.ld(n)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
