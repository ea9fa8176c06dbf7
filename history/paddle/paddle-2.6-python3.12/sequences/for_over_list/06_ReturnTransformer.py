def for_over_list(xs: List[int]) ->int:
    __return_value_0 = None
    """Iterates directly over a list's items (not over range)."""
    total = 0
    for x in xs:
        total += x
    __return_value_0 = total
    return __return_value_0
