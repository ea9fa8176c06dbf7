def starred_unpack_assign(t):

    def _orig_starred_unpack_assign(t):
        __return_0 = False
        __return_value_0 = None
        'Unpacks a tuple with a starred target, a, *rest = t.'
        a, *rest = _jst.Ld(t)
        __return_value_0 = _jst.Ld(a) + _jst.Call(_jst.Ld(len))(_jst.Ld(rest))
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_starred_unpack_assign), inputs=((4, 5, 6),))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=((4, 5, 6),))(_jst.Ld(_orig_starred_unpack_assign))
    return _jst.Ld(_decoedby_case)(_jst.Ld(t))
