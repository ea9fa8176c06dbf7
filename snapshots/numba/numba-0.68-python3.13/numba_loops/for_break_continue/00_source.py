def for_break_continue(a):
    """break and continue in one loop over the array's elements."""
    total = 0.0
    for x in a:
        if x < 0:
            continue
        if total > 6:
            break
        total += x
    return total
