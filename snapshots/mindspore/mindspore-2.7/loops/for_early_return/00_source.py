def for_early_return(n: int) -> int:
    """A for loop that returns the first multiple of 7 it meets."""
    for i in range(1, n):
        if i % 7 == 0:
            return i
    return 0
