def for_break(x, n):
    """A for with an if and a break on the loop variable: the break is resolved as the loop unrolls."""
    for i in range(n):
        if i > 2:
            break
        x = x * 2 + 1
    return x
