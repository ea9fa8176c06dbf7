def for_break_and_continue(n: int) -> int:
    """A for loop over range with a continue and a break in the same body."""
    total = 0
    for i in range(n):
        if i % 2 == 0:
            continue
        if i > 7:
            break
        total += i
    return total
