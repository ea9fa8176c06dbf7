def in_and_not_in(xs: _jst.Ld(_jst.Ld(List)[_jst.Ld(int)]), v: _jst.Ld(int)) ->_jst.Ld(bool):
    __return_value_0 = None
    """Membership tests with in and not in on a list."""
    __return_value_0 = _jst.And(lambda : _jst.Ld(v) in _jst.Ld(xs), lambda : 99 not in _jst.Ld(xs))
    return _jst.Ld(__return_value_0)
