def bool_or_and_not(a: _jst.Ld(bool), b: _jst.Ld(bool)) ->_jst.Ld(bool):
    __return_value_0 = None
    """Boolean or, and, not combined in one returned expression."""
    __return_value_0 = _jst.And(lambda : _jst.Or(lambda : _jst.Ld(a), lambda : _jst.Ld(b)), lambda : _jst.Not(_jst.And(lambda : _jst.Ld(a), lambda : _jst.Ld(b))))
    return _jst.Ld(__return_value_0)
