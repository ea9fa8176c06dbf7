def chained_comparison_three(a: int, b: int, c: int) ->bool:
    __return_value_0 = None
    """A three-way chained comparison a < b < c != a."""
    __return_value_0 = a < b < c != a
    return __return_value_0
