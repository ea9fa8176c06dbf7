def break_in_tf_range(n):
    """A break inside a for over tf.range once the sum passes a threshold."""
    with ag__.FunctionScope('break_in_tf_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = tf.constant(0)
        for i in tf.range(n):
            if total > 10:
                break
            total += i
        return total
