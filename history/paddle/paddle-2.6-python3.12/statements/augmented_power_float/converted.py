def augmented_power_float(x):
    __return_value_0 = None
    """Uses **= and /= on a float variable."""
    y = _jst.Ld(x)
    y **= 2.0
    y /= 3.0
    __return_value_0 = _jst.Ld(y)
    return _jst.Ld(__return_value_0)
