def calls_jitted_helper(a):
    """A module-level @njit helper: a call to another dispatcher, compiled for its argument types and linked in."""
    total = 0.0
    for x in a:
        total += _square(x)
    return total
