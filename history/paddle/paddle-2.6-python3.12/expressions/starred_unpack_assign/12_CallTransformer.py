def starred_unpack_assign(t: Tuple[int, int, int]) ->int:
    __return_value_0 = None
    """Unpacks a tuple with a starred target, a, *rest = t."""
    a, *rest = t
    __return_value_0 = a + _jst.Call(len)(rest)
    return __return_value_0
