def for_break_and_continue(n: int) ->int:
    __continue_0 = _jst.UndefinedVar('__continue_0')
    __return_value_0 = None
    """A for loop over range with a continue and a break in the same body."""
    total = 0
    __break_0 = False
    i = 0
    while _jst.And(lambda : i < n, lambda : _jst.Not(__break_0)):
        __continue_0 = False
        if i % 2 == 0:
            __continue_0 = True
        if _jst.Not(__continue_0):
            if i > 7:
                __break_0 = True
            if _jst.Not(__break_0):
                total += i
        i += 1
    __return_value_0 = total
    return __return_value_0
