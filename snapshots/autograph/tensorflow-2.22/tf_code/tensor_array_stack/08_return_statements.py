def tensor_array_stack(n):
    """Writes one value per tf.range step into a tf.TensorArray and stacks it."""
    with ag__.FunctionScope('tensor_array_stack', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ta = tf.TensorArray(tf.float32, size=n)
        for i in tf.range(n):
            ta = ta.write(i, tf.cast(i, tf.float32) * 0.5)
        try:
            do_return = True
            retval_ = ta.stack()
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
