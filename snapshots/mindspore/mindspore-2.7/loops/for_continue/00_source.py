def for_continue(n: int) -> int:
    """A for loop over range that skips odd numbers with continue."""
    total = 0
    for i in range(n):
        if i % 2 == 1:
            continue
        total += i
    return total
