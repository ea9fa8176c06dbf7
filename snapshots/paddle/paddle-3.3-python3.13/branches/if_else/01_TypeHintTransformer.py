def if_else(n):
    """Plain if/else that assigns the same variable in both branches."""
    if n > 0:
        y = n * 2
    else:
        y = -n
    return y
