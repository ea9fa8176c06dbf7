def nested_while_break(n: int) ->int:
    __return_value_0 = None
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
    __return_value_0 = count
    return __return_value_0
