def tensor_array_in_tensor_if(n):
    """Writes to a TensorArray in both branches of an if on the tf.range index."""
    with ag__.FunctionScope('tensor_array_in_tensor_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ta = ag__.converted_call(tf.TensorArray, (tf.int32,), dict(size=n), fscope)

        def get_state_1():
            return (ta,)

        def set_state_1(vars_):
            nonlocal ta
            ta, = vars_

        def loop_body(itr):
            nonlocal ta
            i = itr

            def get_state():
                return (ta,)

            def set_state(vars_):
                nonlocal ta
                ta, = vars_

            def if_body():
                nonlocal ta
                ta = ag__.converted_call(ta.write, (i, i), None, fscope)

            def else_body():
                nonlocal ta
                ta = ag__.converted_call(ta.write, (i, -i), None, fscope)
            ag__.if_stmt(i % 2 == 0, if_body, else_body, get_state, set_state, ('ta',), 1)
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(tf.range, (n,), None, fscope), None, loop_body, get_state_1, set_state_1, ('ta',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.converted_call(ta.stack, (), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
