def while_break_and_continue(n: int) ->int:
    __return_value_0 = None
    """A while loop using both continue and break on different conditions."""
    i = 0
    total = 0
    __break_0 = False
    while _jst.And(lambda : i < n, lambda : _jst.Not(__break_0)):
        __continue_0 = False
        i += 1
        if i % 2 == 0:
            __continue_0 = True
        if _jst.Not(__continue_0):
            if total > 20:
                __break_0 = True
            if _jst.Not(__break_0):
                total += i
    __return_value_0 = total
    return __return_value_0
