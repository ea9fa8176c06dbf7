def assert_in_tf_range(n):
    """An assert on a static (Python) condition inside a for over tf.range."""
    with ag__.FunctionScope('assert_in_tf_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ASSERT_STATEMENTS, internal_convert_user_code=True)) as fscope:
        total = tf.constant(0)
        for i in tf.range(n):
            ag__.assert_stmt(i.dtype == tf.int32, lambda: 'index must be int32')
            total += i
        return total
