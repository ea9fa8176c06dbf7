@case(inputs=lambda: [(tf.ones([2]), 2), (tf.ones([2]), 2), (tf.ones([2]), 3)])
def python_scalar(x, n):
    """A Python number is part of the trace's signature by its value: a new value, a new trace."""
    return x * n
