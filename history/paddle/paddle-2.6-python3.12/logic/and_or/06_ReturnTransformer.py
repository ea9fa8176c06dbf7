def and_or(a: int, b: int) ->bool:
    __return_value_0 = None
    """Combines comparisons with and/or in a returned expression."""
    __return_value_0 = a > 0 and b > 0 or a < 0 and b < 0
    return __return_value_0
