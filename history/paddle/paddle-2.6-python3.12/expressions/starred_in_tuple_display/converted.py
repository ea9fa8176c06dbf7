def starred_in_tuple_display(t):
    __return_value_0 = None
    """Builds a tuple display containing a starred tuple, (0, *t)."""
    __return_value_0 = 0, *_jst.Ld(t)
    return _jst.Ld(__return_value_0)
