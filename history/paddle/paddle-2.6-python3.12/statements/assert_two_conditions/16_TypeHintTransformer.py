def assert_two_conditions(lo, hi):
    __return_value_0 = None
    """Two asserts, one of them on a compound condition."""
    _jst.Assert(_jst.Ld(lo) >= 0)
    _jst.Assert(_jst.And(lambda : _jst.Ld(lo) < _jst.Ld(hi), lambda : _jst.Ld(hi) < 100), 'need 0 <= lo < hi < 100')
    __return_value_0 = _jst.Ld(hi) - _jst.Ld(lo)
    return _jst.Ld(__return_value_0)
