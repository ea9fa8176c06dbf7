def dense_matmul(x):
    """A hand-written dense layer: matmul, bias add and relu, no tf.keras."""
    with ag__.FunctionScope('dense_matmul', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        w = tf.reshape(tf.range(12, dtype=tf.float32), [3, 4]) / 10.0
        b = tf.constant([0.1, -0.2, 0.3, -0.4])
        try:
            do_return = True
            retval_ = tf.nn.relu(tf.matmul(x, w) + b)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
