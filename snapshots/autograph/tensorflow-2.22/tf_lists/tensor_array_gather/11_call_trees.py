def tensor_array_gather(n):
    """Fills a TensorArray in a tf.range loop and gathers two of its elements."""
    with ag__.FunctionScope('tensor_array_gather', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ta = ag__.converted_call(tf.TensorArray, (tf.int32,), dict(size=n), fscope)
        for i in ag__.converted_call(tf.range, (n,), None, fscope):
            ta = ag__.converted_call(ta.write, (i, 10 * i), None, fscope)
        try:
            do_return = True
            retval_ = ag__.converted_call(ta.gather, ([0, 2],), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
