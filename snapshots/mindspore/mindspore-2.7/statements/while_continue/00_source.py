def while_continue(n: int) -> int:
    """A while loop that skips multiples of three with continue."""
    i = 0
    total = 0
    while i < n:
        i += 1
        if i % 3 == 0:
            continue
        total += i
    return total
