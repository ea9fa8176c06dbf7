def equality_and_inequality(a, b, c):

    def _orig_equality_and_inequality(a, b, c):
        __return_0 = False
        __return_value_0 = None
        '== and != between int parameters, joined by and.'
        __return_value_0 = _jst.And(lambda: _jst.Ld(a) == _jst.Ld(b), lambda: _jst.Ld(b) != _jst.Ld(c))
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_equality_and_inequality), inputs=(3, 3, 4))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(3, 3, 4))(_jst.Ld(_orig_equality_and_inequality))
    return _jst.Ld(_decoedby_case)(_jst.Ld(a), _jst.Ld(b), _jst.Ld(c))
