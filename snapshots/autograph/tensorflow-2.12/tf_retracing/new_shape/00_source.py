@case(inputs=lambda: [(tf.ones([2]),), (tf.zeros([2]),), (tf.ones([3]),)])
def new_shape(x):
    """The same shape twice (one trace), then a longer tensor: a second trace, for shape (3,)."""
    return tf.reduce_sum(x * 2.0)
