def starred_in_tuple_display(t: Tuple[int, int]) ->Tuple[int, int, int]:
    __return_value_0 = None
    """Builds a tuple display containing a starred tuple, (0, *t)."""
    __return_value_0 = 0, *t
    return __return_value_0
