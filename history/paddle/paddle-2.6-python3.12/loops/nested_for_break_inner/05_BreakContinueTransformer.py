def nested_for_break_inner(rows: int, cols: int) ->int:
    """A break in an inner loop that leaves the outer loop running."""
    count = 0
    for i in range(rows):
        __break_0 = False
        j = 0
        while j < cols and not __break_0:
            if j > i:
                __break_0 = True
            if not __break_0:
                count += 1
            j += 1
    return count
