def tf__if_on_float_compare(x: float, limit: float) -> float:
    """An if on a comparison between two float parameters."""
    with ag__.FunctionScope('if_on_float_compare', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state():
            return (x,)

        def set_state(vars_):
            nonlocal x
            x, = vars_

        def if_body():
            nonlocal x
            x = ag__.ld(limit)

        def else_body():
            nonlocal x
            pass
        ag__.if_stmt(ag__.ld(x) >= ag__.ld(limit), if_body, else_body, get_state, set_state, ('x',), 1)
        try:
            do_return = True
            retval_ = ag__.ld(x)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
