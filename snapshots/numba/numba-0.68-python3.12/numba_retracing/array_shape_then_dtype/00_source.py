def array_shape_then_dtype(a):
    """An array's length is no part of its type (the same program), its dtype is (a new one)."""
    return a.sum() * 2
