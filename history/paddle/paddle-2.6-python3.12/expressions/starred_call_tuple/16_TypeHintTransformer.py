def starred_call_tuple(t):
    __return_value_0 = None
    """Calls a helper with a starred tuple, f(*t)."""
    __return_value_0 = _jst.Call(_jst.Ld(_add3))(*_jst.Ld(t))
    return _jst.Ld(__return_value_0)
