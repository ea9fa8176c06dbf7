def assert_on_tensor(x):

    def _orig_assert_on_tensor(x):
        __return_0 = False
        __return_value_0 = None
        'An assert on a tensor: AssertTransformer makes _jst.Assert (an assert op). AutoGraph skips it unless\n    ASSERT_STATEMENTS is on; TorchScript keeps it as an exception.'
        _jst.Assert(_jst.Call(_jst.Ld(_jst.Ld(x).sum))() > 0, 'x must be positive')
        __return_value_0 = _jst.Ld(x) * 2.0
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_assert_on_tensor), inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([2]),))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([2]),))(_jst.Ld(_orig_assert_on_tensor))
    return _jst.Ld(_decoedby_case)(_jst.Ld(x))
