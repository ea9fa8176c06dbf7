@case(inputs=lambda: [(tf.ones([2]),), (tf.ones([3]),), (tf.ones([4]),)], reduce_retracing=True)
def new_shape_reduce_retracing(x):
    """With reduce_retracing, the second shape is traced relaxed, shape (None,): the third reuses that trace."""
    return tf.reduce_sum(x * 2.0)
