def and_or(a: int, b: int) ->bool:
    __return_value_0 = None
    """Combines comparisons with and/or in a returned expression."""
    __return_value_0 = _jst.Or(lambda : _jst.And(lambda : a > 0, lambda : b > 0), lambda : _jst.And(lambda : a < 0, lambda : b < 0))
    return __return_value_0
