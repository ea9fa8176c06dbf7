def new_dtype(x):
    __return_value_0 = None
    """float32, then float64: the dtype guard misses."""
    __return_value_0 = x * 2
    return __return_value_0
