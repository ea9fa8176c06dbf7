def assert_on_tensor(x):
    __return_value_0 = None
    """An assert on a tensor: AssertTransformer makes _jst.Assert (an assert op). AutoGraph skips it unless
    ASSERT_STATEMENTS is on; TorchScript keeps it as an exception."""
    _jst.Assert(_jst.Call(_jst.Ld(_jst.Ld(x).sum))() > 0, 'x must be positive')
    __return_value_0 = _jst.Ld(x) * 2.0
    return _jst.Ld(__return_value_0)
