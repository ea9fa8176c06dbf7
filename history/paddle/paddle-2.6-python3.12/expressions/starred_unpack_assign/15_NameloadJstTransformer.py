def starred_unpack_assign(t: _jst.Ld(_jst.Ld(Tuple)[_jst.Ld(int), _jst.Ld(int), _jst.Ld(int)])) ->_jst.Ld(int):
    __return_value_0 = None
    """Unpacks a tuple with a starred target, a, *rest = t."""
    a, *rest = _jst.Ld(t)
    __return_value_0 = _jst.Ld(a) + _jst.Call(_jst.Ld(len))(_jst.Ld(rest))
    return _jst.Ld(__return_value_0)
