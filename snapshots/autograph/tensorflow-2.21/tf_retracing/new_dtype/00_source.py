@case(inputs=lambda: [(tf.ones([3]),), (tf.ones([3], tf.float64),)])
def new_dtype(x):
    """float32, then float64: each dtype its own trace."""
    return x * 2
