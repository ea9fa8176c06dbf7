def assert_on_tensor_converted(x):
    """The same assert with the ASSERT_STATEMENTS feature: the asserts pass turns it into ag__.assert_stmt."""
    with ag__.FunctionScope('assert_on_tensor_converted', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ASSERT_STATEMENTS, internal_convert_user_code=True)) as fscope:
        ag__.assert_stmt(tf.reduce_all(x > 0.0), lambda: 'x must be positive')
        return tf.math.log(x)
