def nested_while_break(n: int) ->int:
    """A break in an inner while loop nested inside an outer while loop."""
    i = 0
    count = 0
    while i < n:
        j = 0
        __break_0 = False
        while True and not __break_0:
            if j >= i:
                __break_0 = True
            if not __break_0:
                count += 1
                j += 1
        i += 1
    return count
