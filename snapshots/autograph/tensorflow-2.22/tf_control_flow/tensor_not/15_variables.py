def tensor_not(x):
    """An if on `not` of a tensor reduction."""
    with ag__.FunctionScope('tensor_not', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state():
            return (r,)

        def set_state(vars_):
            nonlocal r
            r, = vars_

        def if_body():
            nonlocal r
            r = ag__.converted_call(ag__.ld(tf).reduce_sum, (ag__.ld(x),), None, fscope)

        def else_body():
            nonlocal r
            r = ag__.converted_call(ag__.ld(tf).reduce_max, (ag__.ld(x),), None, fscope)
        r = ag__.Undefined('r')
        ag__.if_stmt(ag__.not_(ag__.converted_call(ag__.ld(tf).reduce_any, (ag__.ld(x) > 5,), None, fscope)), if_body, else_body, get_state, set_state, ('r',), 1)
        try:
            do_return = True
            retval_ = ag__.ld(r)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
