def bool_or_and_not(a: bool, b: bool) ->bool:
    __return_value_0 = None
    """Boolean or, and, not combined in one returned expression."""
    __return_value_0 = _jst.And(lambda : _jst.Or(lambda : a, lambda : b), lambda : _jst.Not(_jst.And(lambda : a, lambda : b)))
    return __return_value_0
