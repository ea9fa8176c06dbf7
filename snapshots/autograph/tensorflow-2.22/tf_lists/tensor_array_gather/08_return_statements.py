def tensor_array_gather(n):
    """Fills a TensorArray in a tf.range loop and gathers two of its elements."""
    with ag__.FunctionScope('tensor_array_gather', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ta = tf.TensorArray(tf.int32, size=n)
        for i in tf.range(n):
            ta = ta.write(i, 10 * i)
        try:
            do_return = True
            retval_ = ta.gather([0, 2])
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
