def nested_while_break(n: int) -> int:
    """A break in an inner while loop nested inside an outer while loop."""
    i = 0
    count = 0
    while i < n:
        j = 0
        while True:
            if j >= i:
                break
            count += 1
            j += 1
        i += 1
    return count
