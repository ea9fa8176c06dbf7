def while_countdown(n: int) -> int:
    """A plain while loop on a parameter compare, no break."""
    total = 0
    while n > 0:
        total += n
        n -= 1
    return total
