def python_scalar(x, n):
    __return_value_0 = None
    """A Python int is guarded by its value: a new value, a new translation."""
    __return_value_0 = _jst.Ld(x) * _jst.Ld(n)
    return _jst.Ld(__return_value_0)
