def early_return_in_if(n: int) -> int:
    """A return inside an if with code following the if."""
    if n < 0:
        return 0
    n = n * 3
    return n + 1
