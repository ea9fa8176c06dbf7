def chained_comparison(n):

    def _orig_chained_comparison(n):
        __return_0 = False
        __return_value_0 = None
        'A chained comparison 0 <= n < 10.'
        __return_value_0 = 0 <= _jst.Ld(n) < 10
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_chained_comparison), inputs=(5,))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(5,))(_jst.Ld(_orig_chained_comparison))
    return _jst.Ld(_decoedby_case)(_jst.Ld(n))
