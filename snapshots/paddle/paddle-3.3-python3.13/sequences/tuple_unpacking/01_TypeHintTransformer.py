def tuple_unpacking(a, b):
    """Swaps two values by tuple unpacking and returns a tuple."""
    a, b = (b, a)
    lo, hi = (a, b) if a < b else (b, a)
    return (lo, hi)
