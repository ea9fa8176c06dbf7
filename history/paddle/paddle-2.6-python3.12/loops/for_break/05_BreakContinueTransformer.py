def for_break(n: int) ->int:
    """A for loop over range that breaks once a running total passes a limit."""
    total = 0
    __break_0 = False
    i = 0
    while i < n and not __break_0:
        if total > 10:
            __break_0 = True
        if not __break_0:
            total += i
        i += 1
    return total
