def while_early_return(n: int) -> int:
    """A while loop that returns from inside its body."""
    i = 1
    while i < n:
        if i * i > n:
            return i
        i += 1
    return -1
