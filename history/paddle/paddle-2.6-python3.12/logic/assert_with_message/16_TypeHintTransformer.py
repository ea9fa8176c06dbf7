def assert_with_message(n):
    __return_value_0 = None
    """An assert with a message string."""
    _jst.Assert(_jst.Ld(n) % 2 == 0, 'n must be even')
    __return_value_0 = _jst.Ld(n) // 2
    return _jst.Ld(__return_value_0)
