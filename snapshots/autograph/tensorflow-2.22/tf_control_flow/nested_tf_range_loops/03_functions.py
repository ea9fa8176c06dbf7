def nested_tf_range_loops(n):
    """Two nested for loops over tf.range accumulating i * j."""
    with ag__.FunctionScope('nested_tf_range_loops', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = tf.constant(0)
        for i in tf.range(n):
            for j in tf.range(n):
                total += i * j
        return total
