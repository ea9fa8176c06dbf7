def chained_comparison(n: int) ->bool:
    __return_value_0 = None
    """A chained comparison 0 <= n < 10."""
    __return_value_0 = 0 <= n < 10
    return __return_value_0
