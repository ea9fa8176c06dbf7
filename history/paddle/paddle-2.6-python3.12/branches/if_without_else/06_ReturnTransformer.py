def if_without_else(n: int) ->int:
    __return_value_0 = None
    """An if with no else that conditionally overwrites a variable."""
    r = n
    if n % 2 == 0:
        r = n // 2
    __return_value_0 = r
    return __return_value_0
