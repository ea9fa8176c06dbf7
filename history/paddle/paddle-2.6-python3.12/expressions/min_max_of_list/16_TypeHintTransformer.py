def min_max_of_list(xs):
    __return_value_0 = None
    """Builtin max and min applied to a whole list."""
    __return_value_0 = _jst.Ld(max)(_jst.Ld(xs)) - _jst.Ld(min)(_jst.Ld(xs))
    return _jst.Ld(__return_value_0)
