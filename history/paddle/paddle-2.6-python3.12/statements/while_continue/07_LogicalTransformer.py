def while_continue(n: int) ->int:
    __return_value_0 = None
    """A while loop that skips multiples of three with continue."""
    i = 0
    total = 0
    while i < n:
        __continue_0 = False
        i += 1
        if i % 3 == 0:
            __continue_0 = True
        if _jst.Not(__continue_0):
            total += i
    __return_value_0 = total
    return __return_value_0
