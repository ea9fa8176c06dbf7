def if_tensor_condition(x):
    """An if whose condition is a reduced tensor, both branches assign y."""
    with ag__.FunctionScope('if_tensor_condition', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state():
            return (y,)

        def set_state(vars_):
            nonlocal y
            y, = vars_

        def if_body():
            nonlocal y
            y = ag__.ld(x) * 2.0

        def else_body():
            nonlocal y
            y = -ag__.ld(x)
        y = ag__.Undefined('y')
        ag__.if_stmt(ag__.converted_call(ag__.ld(tf).reduce_sum, (ag__.ld(x),), None, fscope) > 0, if_body, else_body, get_state, set_state, ('y',), 1)
        try:
            do_return = True
            retval_ = ag__.ld(y)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
