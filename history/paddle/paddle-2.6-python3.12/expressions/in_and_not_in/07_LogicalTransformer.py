def in_and_not_in(xs: List[int], v: int) ->bool:
    __return_value_0 = None
    """Membership tests with in and not in on a list."""
    __return_value_0 = _jst.And(lambda : v in xs, lambda : 99 not in xs)
    return __return_value_0
