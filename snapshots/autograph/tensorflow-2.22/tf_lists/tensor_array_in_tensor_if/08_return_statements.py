def tensor_array_in_tensor_if(n):
    """Writes to a TensorArray in both branches of an if on the tf.range index."""
    with ag__.FunctionScope('tensor_array_in_tensor_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ta = tf.TensorArray(tf.int32, size=n)
        for i in tf.range(n):
            if i % 2 == 0:
                ta = ta.write(i, i)
            else:
                ta = ta.write(i, -i)
        try:
            do_return = True
            retval_ = ta.stack()
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
