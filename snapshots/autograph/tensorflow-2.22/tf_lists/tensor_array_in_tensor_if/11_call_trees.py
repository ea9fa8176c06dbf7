def tensor_array_in_tensor_if(n):
    """Writes to a TensorArray in both branches of an if on the tf.range index."""
    with ag__.FunctionScope('tensor_array_in_tensor_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ta = ag__.converted_call(tf.TensorArray, (tf.int32,), dict(size=n), fscope)
        for i in ag__.converted_call(tf.range, (n,), None, fscope):
            if i % 2 == 0:
                ta = ag__.converted_call(ta.write, (i, i), None, fscope)
            else:
                ta = ag__.converted_call(ta.write, (i, -i), None, fscope)
        try:
            do_return = True
            retval_ = ag__.converted_call(ta.stack, (), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
