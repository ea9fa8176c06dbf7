def for_range_step(start: int, stop: int) -> int:
    """A for loop over range with start, stop and a step of 3."""
    total = 0
    for i in range(start, stop, 3):
        total += i
    return total
