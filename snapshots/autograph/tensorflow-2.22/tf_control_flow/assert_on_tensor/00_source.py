@case(inputs=lambda: (tf.constant([1.0, 2.0, 3.0]),))
def assert_on_tensor(x):
    """An assert on a tensor condition: converted only with the asserts feature; plain tf.function rejects it."""
    assert tf.reduce_all(x > 0.0), 'x must be positive'
    return tf.math.log(x)
