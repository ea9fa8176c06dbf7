def if_without_else(n: int) -> int:
    """An if with no else that conditionally overwrites a variable."""
    r = n
    if n % 2 == 0:
        r = n // 2
    return r
