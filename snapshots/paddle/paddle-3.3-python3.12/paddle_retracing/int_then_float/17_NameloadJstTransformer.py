def int_then_float(x, n):
    __return_0 = False
    __return_value_0 = None
    "A Python int, then a float: the guard on the argument's type misses."
    __return_value_0 = _jst.Ld(x) * _jst.Ld(n)
    return _jst.Ld(__return_value_0)
