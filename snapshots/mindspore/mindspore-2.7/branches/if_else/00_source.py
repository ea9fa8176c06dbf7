def if_else(n: int) -> int:
    """Plain if/else that assigns the same variable in both branches."""
    if n > 0:
        y = n * 2
    else:
        y = -n
    return y
