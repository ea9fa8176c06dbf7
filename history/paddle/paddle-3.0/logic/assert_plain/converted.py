def assert_plain(n):

    def _orig_assert_plain(n):
        __return_0 = False
        __return_value_0 = None
        'An assert without a message before the computation.'
        _jst.Assert(_jst.Ld(n) >= 0)
        __return_value_0 = _jst.Ld(n) * 2
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_assert_plain), inputs=(4,))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(4,))(_jst.Ld(_orig_assert_plain))
    return _jst.Ld(_decoedby_case)(_jst.Ld(n))
