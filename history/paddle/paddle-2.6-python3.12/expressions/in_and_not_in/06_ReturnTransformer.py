def in_and_not_in(xs: List[int], v: int) ->bool:
    __return_value_0 = None
    """Membership tests with in and not in on a list."""
    __return_value_0 = v in xs and 99 not in xs
    return __return_value_0
