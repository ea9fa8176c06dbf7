def for_break(n: int) ->int:
    __return_value_0 = None
    """A for loop over range that breaks once a running total passes a limit."""
    total = 0
    __break_0 = False
    i = 0
    while _jst.And(lambda : i < n, lambda : _jst.Not(__break_0)):
        if total > 10:
            __break_0 = True
        if _jst.Not(__break_0):
            total += i
        i += 1
    __return_value_0 = total
    return __return_value_0
