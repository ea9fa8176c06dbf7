def assert_plain(n: _jst.Ld(int)) ->_jst.Ld(int):
    __return_value_0 = None
    """An assert without a message before the computation."""
    _jst.Assert(_jst.Ld(n) >= 0)
    __return_value_0 = _jst.Ld(n) * 2
    return _jst.Ld(__return_value_0)
