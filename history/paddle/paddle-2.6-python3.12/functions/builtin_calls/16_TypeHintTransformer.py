def builtin_calls(n):
    __return_value_0 = None
    """Uses abs, min, max, int and float builtins on scalars."""
    a = _jst.Ld(abs)(_jst.Ld(n))
    b = _jst.Ld(max)(_jst.Ld(a), 3)
    c = _jst.Ld(min)(_jst.Ld(b), 100)
    f = _jst.AsDtype(_jst.Ld(c), 'float') / 2.0
    __return_value_0 = _jst.AsDtype(_jst.Ld(f), 'int')
    return _jst.Ld(__return_value_0)
