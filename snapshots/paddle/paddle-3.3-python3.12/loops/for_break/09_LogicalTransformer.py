def for_break(n):
    __return_0 = False
    __return_value_0 = None
    __break_0 = False
    'A for loop over range that breaks once a running total passes a limit.'
    total = 0
    i = 0
    while _jst.And(lambda: i < n, lambda: _jst.Not(__break_0)):
        if total > 10:
            __break_0 = True
        if _jst.Not(__break_0):
            total += i
        i += 1
    __return_value_0 = total
    return __return_value_0
