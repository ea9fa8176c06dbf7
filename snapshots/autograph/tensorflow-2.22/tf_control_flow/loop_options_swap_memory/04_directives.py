def loop_options_swap_memory(n):
    """set_loop_options(swap_memory=True) in a tf.range loop that doubles a vector."""
    with ag__.FunctionScope('loop_options_swap_memory', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        v = tf.ones([3])
        for _ in tf.range(n):
            v = v * 2.0
        return v
