def tensor_array_write_read(n):
    """Writes into a tf.TensorArray in a tf.range loop and reads one element back."""
    with ag__.FunctionScope('tensor_array_write_read', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ta = tf.TensorArray(tf.int32, size=n)
        for i in tf.range(n):
            ta = ta.write(i, i * i)
        try:
            do_return = True
            retval_ = ta.read(n - 1)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
