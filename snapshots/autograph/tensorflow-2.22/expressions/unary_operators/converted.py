def tf__unary_operators(a: int, b: int) -> int:
    """Unary minus and not on ints and comparisons."""
    with ag__.FunctionScope('unary_operators', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        r = -ag__.ld(a) * ag__.ld(b) - -(ag__.ld(a) - ag__.ld(b))

        def get_state():
            return (r,)

        def set_state(vars_):
            nonlocal r
            r, = vars_

        def if_body():
            nonlocal r
            r = -ag__.ld(r)

        def else_body():
            nonlocal r
            pass
        ag__.if_stmt(ag__.not_(ag__.ld(r) > 0), if_body, else_body, get_state, set_state, ('r',), 1)
        try:
            do_return = True
            retval_ = ag__.ld(r)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
