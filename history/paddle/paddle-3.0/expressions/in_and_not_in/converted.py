def in_and_not_in(xs, v):

    def _orig_in_and_not_in(xs, v):
        __return_0 = False
        __return_value_0 = None
        'Membership tests with in and not in on a list.'
        __return_value_0 = _jst.And(lambda: _jst.Ld(v) in _jst.Ld(xs), lambda: 99 not in _jst.Ld(xs))
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_in_and_not_in), inputs=([1, 5, 9], 5))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=([1, 5, 9], 5))(_jst.Ld(_orig_in_and_not_in))
    return _jst.Ld(_decoedby_case)(_jst.Ld(xs), _jst.Ld(v))
