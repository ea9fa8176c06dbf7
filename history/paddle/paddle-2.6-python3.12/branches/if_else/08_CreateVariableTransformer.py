def if_else(n: int) ->int:
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """Plain if/else that assigns the same variable in both branches."""
    if n > 0:
        y = n * 2
    else:
        y = -n
    __return_value_0 = y
    return __return_value_0
