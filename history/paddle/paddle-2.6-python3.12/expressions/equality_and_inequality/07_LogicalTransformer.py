def equality_and_inequality(a: int, b: int, c: int) ->bool:
    __return_value_0 = None
    """== and != between int parameters, joined by and."""
    __return_value_0 = _jst.And(lambda : a == b, lambda : b != c)
    return __return_value_0
