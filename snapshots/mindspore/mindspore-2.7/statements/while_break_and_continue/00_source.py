def while_break_and_continue(n: int) -> int:
    """A while loop using both continue and break on different conditions."""
    i = 0
    total = 0
    while i < n:
        i += 1
        if i % 2 == 0:
            continue
        if total > 20:
            break
        total += i
    return total
