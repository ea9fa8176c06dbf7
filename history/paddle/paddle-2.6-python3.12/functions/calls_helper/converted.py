def calls_helper(n):
    __return_value_0 = None
    """Calls a private helper function defined in the same module."""
    __return_value_0 = _jst.Call(_jst.Ld(_helper))(_jst.Ld(n)) + _jst.Call(_jst.Ld(_helper))(_jst.Ld(n) + 1)
    return _jst.Ld(__return_value_0)
