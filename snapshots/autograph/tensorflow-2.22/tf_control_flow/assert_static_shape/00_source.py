@case(inputs=lambda: (tf.constant([4.0, 9.0]),), autograph_features=('ASSERT_STATEMENTS',))
def assert_static_shape(x):
    """Asserts on the static shape of a tensor, which stay Python checks after conversion."""
    assert len(x.shape) == 1, 'expects a vector'
    assert x.shape[0] is None or x.shape[0] > 1
    return tf.sqrt(x)
