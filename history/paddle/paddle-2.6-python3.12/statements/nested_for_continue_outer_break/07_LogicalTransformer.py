def nested_for_continue_outer_break(n: int) ->int:
    __return_value_0 = None
    """A continue in an inner for loop and a break in the outer one."""
    total = 0
    __break_0 = False
    i = 0
    while _jst.And(lambda : i < n, lambda : _jst.Not(__break_0)):
        if total > 12:
            __break_0 = True
        if _jst.Not(__break_0):
            for j in range(n):
                __continue_0 = False
                if i == j:
                    __continue_0 = True
                if _jst.Not(__continue_0):
                    total += j
        i += 1
    __return_value_0 = total
    return __return_value_0
