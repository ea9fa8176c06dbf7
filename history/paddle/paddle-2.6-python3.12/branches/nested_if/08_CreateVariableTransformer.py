def nested_if(a: int, b: int) ->int:
    r = _jst.UndefinedVar('r')
    __return_value_0 = None
    """An if nested inside both branches of an outer if."""
    if a > 0:
        if b > 0:
            r = a + b
        else:
            r = a - b
    elif b > 0:
        r = b - a
    else:
        r = 0
    __return_value_0 = r
    return __return_value_0
