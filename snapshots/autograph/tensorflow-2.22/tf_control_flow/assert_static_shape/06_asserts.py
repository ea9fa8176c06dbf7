def assert_static_shape(x):
    """Asserts on the static shape of a tensor, which stay Python checks after conversion."""
    with ag__.FunctionScope('assert_static_shape', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ASSERT_STATEMENTS, internal_convert_user_code=True)) as fscope:
        ag__.assert_stmt(len(x.shape) == 1, lambda: 'expects a vector')
        ag__.assert_stmt(x.shape[0] is None or x.shape[0] > 1, lambda: 'Assertion error')
        return tf.sqrt(x)
