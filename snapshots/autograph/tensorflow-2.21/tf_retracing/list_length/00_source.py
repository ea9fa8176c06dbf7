@case(inputs=lambda: [(tf.ones([2]), [1, 2]), (tf.ones([2]), [1, 2, 3])])
def list_length(x, ns):
    """A list of Python numbers is traced element by element: a longer list is a new trace."""
    for n in ns:
        x = x * n
    return x
