def and_or_in_if(a: bool, b: bool, n: int) ->int:
    __return_value_0 = None
    """An if whose condition mixes and, or and not."""
    if _jst.Or(lambda : _jst.And(lambda : a, lambda : _jst.Not(b)), lambda : n > 10):
        __return_0 = _jst.create_bool_as_type(_jst.Or(lambda : _jst.And(lambda : a, lambda : _jst.Not(b)), lambda : n > 10), True)
        __return_value_0 = 1
    else:
        __return_1 = _jst.create_bool_as_type(_jst.Or(lambda : _jst.And(lambda : a, lambda : _jst.Not(b)), lambda : n > 10), True)
        __return_value_0 = 0
    return __return_value_0
