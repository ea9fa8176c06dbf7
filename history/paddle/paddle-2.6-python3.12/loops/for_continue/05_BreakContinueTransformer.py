def for_continue(n: int) ->int:
    """A for loop over range that skips odd numbers with continue."""
    total = 0
    for i in range(n):
        __continue_0 = False
        if i % 2 == 1:
            __continue_0 = True
        if not __continue_0:
            total += i
    return total
