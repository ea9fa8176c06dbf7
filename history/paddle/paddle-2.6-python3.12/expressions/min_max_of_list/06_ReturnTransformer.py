def min_max_of_list(xs: List[int]) ->int:
    __return_value_0 = None
    """Builtin max and min applied to a whole list."""
    __return_value_0 = max(xs) - min(xs)
    return __return_value_0
