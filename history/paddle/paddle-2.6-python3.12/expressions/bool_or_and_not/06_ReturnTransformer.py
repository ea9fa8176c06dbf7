def bool_or_and_not(a: bool, b: bool) ->bool:
    __return_value_0 = None
    """Boolean or, and, not combined in one returned expression."""
    __return_value_0 = (a or b) and not (a and b)
    return __return_value_0
