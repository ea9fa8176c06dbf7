def assert_with_message(n):

    def _orig_assert_with_message(n):
        __return_0 = False
        __return_value_0 = None
        'An assert with a message string.'
        _jst.Assert(_jst.Ld(n) % 2 == 0, 'n must be even')
        __return_value_0 = _jst.Ld(n) // 2
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_assert_with_message), inputs=(4,), autograph_features=('ASSERT_STATEMENTS',))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=(4,), autograph_features=('ASSERT_STATEMENTS',))(_jst.Ld(_orig_assert_with_message))
    return _jst.Ld(_decoedby_case)(_jst.Ld(n))
