def elif_chain(n: int) -> int:
    """An if/elif/elif/else chain picking one of four results."""
    if n < 0:
        r = -1
    elif n == 0:
        r = 0
    elif n < 10:
        r = 1
    else:
        r = 2
    return r
