def for_continue(n: int) ->int:
    i = _jst.UndefinedVar('i')
    __continue_0 = _jst.UndefinedVar('__continue_0')
    __return_value_0 = None
    """A for loop over range that skips odd numbers with continue."""
    total = 0
    for i in range(n):
        __continue_0 = False
        if i % 2 == 1:
            __continue_0 = True
        if _jst.Not(__continue_0):
            total += i
    __return_value_0 = total
    return __return_value_0
