def chained_comparison_three(a, b, c):

    def _orig_chained_comparison_three(a, b, c):
        __return_0 = False
        __return_value_0 = None
        'A three-way chained comparison a < b < c != a.'
        __return_value_0 = _jst.Ld(a) < _jst.Ld(b) < _jst.Ld(c) != _jst.Ld(a)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_chained_comparison_three), inputs=(1, 2, 3))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(1, 2, 3))(_jst.Ld(_orig_chained_comparison_three))
    return _jst.Ld(_decoedby_case)(_jst.Ld(a), _jst.Ld(b), _jst.Ld(c))
