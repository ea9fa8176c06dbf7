def assert_static_shape(x):
    """Asserts on the static shape of a tensor, which stay Python checks after conversion."""
    with ag__.FunctionScope('assert_static_shape', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ASSERT_STATEMENTS, internal_convert_user_code=True)) as fscope:
        assert len(x.shape) == 1, 'expects a vector'
        assert x.shape[0] is None or x.shape[0] > 1
        return tf.sqrt(x)
