def new_dtype(x):
    __return_value_0 = None
    """float32, then float64: the dtype guard misses."""
    __return_value_0 = _jst.Ld(x) * 2
    return _jst.Ld(__return_value_0)
