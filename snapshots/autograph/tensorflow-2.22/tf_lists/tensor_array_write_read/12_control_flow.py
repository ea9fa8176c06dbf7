def tensor_array_write_read(n):
    """Writes into a tf.TensorArray in a tf.range loop and reads one element back."""
    with ag__.FunctionScope('tensor_array_write_read', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ta = ag__.converted_call(tf.TensorArray, (tf.int32,), dict(size=n), fscope)

        def get_state():
            return (ta,)

        def set_state(vars_):
            nonlocal ta
            ta, = vars_

        def loop_body(itr):
            nonlocal ta
            i = itr
            ta = ag__.converted_call(ta.write, (i, i * i), None, fscope)
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(tf.range, (n,), None, fscope), None, loop_body, get_state, set_state, ('ta',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.converted_call(ta.read, (n - 1,), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
