def int_then_float(x, n):
    """A Python int, then a float: the guard on the argument's type misses."""
    return x * n
