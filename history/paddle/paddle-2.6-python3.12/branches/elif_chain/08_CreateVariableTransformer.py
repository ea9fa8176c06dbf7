def elif_chain(n: int) ->int:
    r = _jst.UndefinedVar('r')
    __return_value_0 = None
    """An if/elif/elif/else chain picking one of four results."""
    if n < 0:
        r = -1
    elif n == 0:
        r = 0
    elif n < 10:
        r = 1
    else:
        r = 2
    __return_value_0 = r
    return __return_value_0
