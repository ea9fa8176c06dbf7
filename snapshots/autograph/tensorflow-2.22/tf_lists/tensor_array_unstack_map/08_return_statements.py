def tensor_array_unstack_map(x):
    """Unstacks a vector into one TensorArray and maps it into another with a tf.range loop."""
    with ag__.FunctionScope('tensor_array_unstack_map', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        source = tf.TensorArray(tf.float32, size=3).unstack(x)
        out = tf.TensorArray(tf.float32, size=3)
        for i in tf.range(3):
            out = out.write(i, source.read(i) ** 2.0)
        try:
            do_return = True
            retval_ = out.stack()
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
