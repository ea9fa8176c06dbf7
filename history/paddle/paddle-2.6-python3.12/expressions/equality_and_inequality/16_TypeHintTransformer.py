def equality_and_inequality(a, b, c):
    __return_value_0 = None
    """== and != between int parameters, joined by and."""
    __return_value_0 = _jst.And(lambda : _jst.Ld(a) == _jst.Ld(b), lambda : _jst.Ld(b) != _jst.Ld(c))
    return _jst.Ld(__return_value_0)
