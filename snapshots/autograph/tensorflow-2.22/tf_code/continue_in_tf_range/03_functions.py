def continue_in_tf_range(n):
    """A continue inside a for over tf.range skipping odd indices."""
    with ag__.FunctionScope('continue_in_tf_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = tf.constant(0)
        for i in tf.range(n):
            if i % 2 == 1:
                continue
            total += i
        return total
