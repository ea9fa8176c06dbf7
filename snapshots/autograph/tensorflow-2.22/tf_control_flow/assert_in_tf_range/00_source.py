@case(inputs=lambda: (tf.constant(5),), autograph_features=('ASSERT_STATEMENTS',))
def assert_in_tf_range(n):
    """An assert on a static (Python) condition inside a for over tf.range."""
    total = tf.constant(0)
    for i in tf.range(n):
        assert i.dtype == tf.int32, 'index must be int32'
        total += i
    return total
