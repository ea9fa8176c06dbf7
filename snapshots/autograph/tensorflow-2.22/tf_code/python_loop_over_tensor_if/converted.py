def tf__python_loop_over_tensor_if(n):
    """A Python range loop (unrolled) containing an if on a tensor condition."""
    with ag__.FunctionScope('python_loop_over_tensor_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        x = ag__.converted_call(ag__.ld(tf).constant, (0,), None, fscope)

        def get_state_1():
            return (x,)

        def set_state_1(vars_):
            nonlocal x
            x, = vars_

        def loop_body(itr):
            nonlocal x
            _ = itr

            def get_state():
                return (x,)

            def set_state(vars_):
                nonlocal x
                x, = vars_

            def if_body():
                nonlocal x
                x = ag__.ld(x)
                x += n

            def else_body():
                nonlocal x
                x = ag__.ld(x)
                x -= 1
            ag__.if_stmt(ag__.ld(n) > 2, if_body, else_body, get_state, set_state, ('x',), 1)
        _ = ag__.Undefined('_')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (3,), None, fscope), None, loop_body, get_state_1, set_state_1, ('x',), {'iterate_names': '_'})
        try:
            do_return = True
            retval_ = ag__.ld(x)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
