def python_scalar(x, n):
    """A Python int is guarded by its value: a new value, a new translation."""
    return x * n
