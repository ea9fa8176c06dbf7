def tensor_and_or(x, y):
    """An if on `and`/`or` of tensor comparisons, converted to lazy ag__.and_/or_."""
    with ag__.FunctionScope('tensor_and_or', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()

        def get_state():
            return (r,)

        def set_state(vars_):
            nonlocal r
            r, = vars_

        def if_body():
            nonlocal r
            r = x + y

        def else_body():
            nonlocal r
            r = x - y
        r = ag__.Undefined('r')
        ag__.if_stmt(x > 0.0 and y > 0.0 or x > 2.0, if_body, else_body, get_state, set_state, ('r',), 1)
        try:
            do_return = True
            retval_ = r
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
