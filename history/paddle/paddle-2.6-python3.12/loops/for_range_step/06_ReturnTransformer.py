def for_range_step(start: int, stop: int) ->int:
    __return_value_0 = None
    """A for loop over range with start, stop and a step of 3."""
    total = 0
    for i in range(start, stop, 3):
        total += i
    __return_value_0 = total
    return __return_value_0
