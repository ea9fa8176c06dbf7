def loop_options_parallel_iterations(n):
    """set_loop_options(parallel_iterations=1) inside a for over tf.range."""
    with ag__.FunctionScope('loop_options_parallel_iterations', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = tf.constant(0)
        for i in tf.range(n):
            total += i * 2
        return total
