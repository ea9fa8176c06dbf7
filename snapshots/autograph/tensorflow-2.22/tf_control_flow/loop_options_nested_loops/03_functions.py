def loop_options_nested_loops(n):
    """Different set_loop_options in an outer and an inner tf.range loop."""
    with ag__.FunctionScope('loop_options_nested_loops', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = tf.constant(0)
        for i in tf.range(n):
            tf.autograph.experimental.set_loop_options(parallel_iterations=2)
            for j in tf.range(i + 1):
                tf.autograph.experimental.set_loop_options(maximum_iterations=10)
                total += i * j
        return total
