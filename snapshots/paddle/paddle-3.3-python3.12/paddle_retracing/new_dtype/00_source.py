def new_dtype(x):
    """float32, then float64: the dtype guard misses."""
    return x * 2
