def builtin_calls(n: int) ->int:
    __return_value_0 = None
    """Uses abs, min, max, int and float builtins on scalars."""
    a = abs(n)
    b = max(a, 3)
    c = min(b, 100)
    f = _jst.AsDtype(c, 'float') / 2.0
    __return_value_0 = _jst.AsDtype(f, 'int')
    return __return_value_0
