def tensor_array_dynamic_size(x):
    """A dynamically sized TensorArray written by a while loop on a tensor condition."""
    with ag__.FunctionScope('tensor_array_dynamic_size', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ta = ag__.converted_call(tf.TensorArray, (tf.float32,), dict(size=0, dynamic_size=True), fscope)
        i = ag__.converted_call(tf.constant, (0,), None, fscope)
        while x > 1.0:
            x = x / 2.0
            ta = ag__.converted_call(ta.write, (i, x), None, fscope)
            i += 1
        try:
            do_return = True
            retval_ = ag__.converted_call(ta.stack, (), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
