def nested_for_break_inner(rows: int, cols: int) -> int:
    """A break in an inner loop that leaves the outer loop running."""
    count = 0
    for i in range(rows):
        for j in range(cols):
            if j > i:
                break
            count += 1
    return count
