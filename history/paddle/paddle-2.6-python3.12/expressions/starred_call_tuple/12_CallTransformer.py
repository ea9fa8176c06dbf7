def starred_call_tuple(t: Tuple[int, int, int]) ->int:
    __return_value_0 = None
    """Calls a helper with a starred tuple, f(*t)."""
    __return_value_0 = _jst.Call(_add3)(*t)
    return __return_value_0
