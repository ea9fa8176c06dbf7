@case(inputs=lambda: (tf.constant([1.0, 2.0, 3.0]),), autograph_features=('ASSERT_STATEMENTS',))
def assert_on_tensor_converted(x):
    """The same assert with the ASSERT_STATEMENTS feature: the asserts pass turns it into ag__.assert_stmt."""
    assert tf.reduce_all(x > 0.0), 'x must be positive'
    return tf.math.log(x)
