def unary_operators(a: int, b: int) ->int:
    __return_value_0 = None
    """Unary minus and not on ints and comparisons."""
    r = -a * b - -(a - b)
    if not r > 0:
        r = -r
    __return_value_0 = r
    return __return_value_0
