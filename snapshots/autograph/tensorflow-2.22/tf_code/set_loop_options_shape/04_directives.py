def set_loop_options_shape(n):
    """Grows a vector in a tf.range loop, declared via set_loop_options shape_invariants."""
    with ag__.FunctionScope('set_loop_options_shape', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        v = tf.zeros([0])
        for i in tf.range(n):
            v = tf.concat([v, [tf.cast(i, tf.float32)]], axis=0)
        return v
