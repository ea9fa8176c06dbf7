def while_countdown(n: int) ->int:
    __return_value_0 = None
    """A plain while loop on a parameter compare, no break."""
    total = 0
    while n > 0:
        total += n
        n -= 1
    __return_value_0 = total
    return __return_value_0
