def tuple_unpacking(a: _jst.Ld(int), b: _jst.Ld(int)) ->_jst.Ld(_jst.Ld(Tuple)[_jst.Ld(int), _jst.Ld(int)]):
    __return_value_0 = None
    """Swaps two values by tuple unpacking and returns a tuple."""
    a, b = _jst.Ld(b), _jst.Ld(a)
    lo, hi = _jst.IfElse(_jst.Ld(a) < _jst.Ld(b), lambda : (_jst.Ld(a), _jst.Ld(b)), lambda : (_jst.Ld(b), _jst.Ld(a)), lambda : None, lambda args: None, None, push_pop_names=None)
    __return_value_0 = _jst.Ld(lo), _jst.Ld(hi)
    return _jst.Ld(__return_value_0)
