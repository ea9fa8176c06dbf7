def for_break(n: int) -> int:
    """A for loop over range that breaks once a running total passes a limit."""
    total = 0
    for i in range(n):
        if total > 10:
            break
        total += i
    return total
