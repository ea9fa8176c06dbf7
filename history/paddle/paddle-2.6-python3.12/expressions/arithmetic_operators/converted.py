def arithmetic_operators(a, b):
    __return_value_0 = None
    """Floor division, modulo, multiplication and true division on ints."""
    __return_value_0 = _jst.Ld(a) // _jst.Ld(b), _jst.Ld(a) % _jst.Ld(b), _jst.Ld(a) * _jst.Ld(b), _jst.Ld(a) / _jst.Ld(b)
    return _jst.Ld(__return_value_0)
