def and_or(a: _jst.Ld(int), b: _jst.Ld(int)) ->_jst.Ld(bool):
    __return_value_0 = None
    """Combines comparisons with and/or in a returned expression."""
    __return_value_0 = _jst.Or(lambda : _jst.And(lambda : _jst.Ld(a) > 0, lambda : _jst.Ld(b) > 0), lambda : _jst.And(lambda : _jst.Ld(a) < 0, lambda : _jst.Ld(b) < 0))
    return _jst.Ld(__return_value_0)
