def calls_two_helpers(n):
    __return_value_0 = None
    """Chains calls to two module-level helpers."""
    __return_value_0 = _jst.Call(_jst.Ld(_clamp))(_jst.Call(_jst.Ld(_helper))(_jst.Ld(n)), 0, 20)
    return _jst.Ld(__return_value_0)
