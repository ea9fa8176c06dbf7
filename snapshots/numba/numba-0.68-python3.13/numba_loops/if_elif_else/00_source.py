def if_elif_else(x):
    """An if/elif/else chain on a float: three return sites, unified to one float64 result."""
    if x > 0:
        return x * 2
    elif x < 0:
        return -x
    else:
        return 0.0
