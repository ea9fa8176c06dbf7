def call(self, x):
    with ag__.FunctionScope('call', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        y = ag__.converted_call(ag__.ld(tf).matmul, (ag__.ld(x), ag__.ld(self).kernel), None, fscope)

        def get_state():
            return (y,)

        def set_state(vars_):
            nonlocal y
            y, = vars_

        def if_body():
            nonlocal y
            y = ag__.converted_call(ag__.ld(tf).nn.relu, (ag__.ld(y),), None, fscope)

        def else_body():
            nonlocal y
            pass
        ag__.if_stmt(ag__.converted_call(ag__.ld(tf).reduce_sum, (ag__.ld(y),), None, fscope) > 0.0, if_body, else_body, get_state, set_state, ('y',), 1)
        try:
            do_return = True
            retval_ = ag__.ld(y)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
