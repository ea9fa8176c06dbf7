def assert_on_tensor(x):
    __return_value_0 = None
    """An assert on a tensor: AssertTransformer makes _jst.Assert (an assert op). AutoGraph skips it unless
    ASSERT_STATEMENTS is on; TorchScript keeps it as an exception."""
    _jst.Assert(_jst.Call(x.sum)() > 0, 'x must be positive')
    __return_value_0 = x * 2.0
    return __return_value_0
