def assert_on_tensor(x):
    """An assert on a tensor: AssertTransformer makes _jst.Assert (an assert op). AutoGraph skips it unless
    ASSERT_STATEMENTS is on; TorchScript keeps it as an exception."""
    assert x.sum() > 0, 'x must be positive'
    return x * 2.0
