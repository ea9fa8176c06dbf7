def array_rank(a):
    """A 1-d array, then a 2-d one: the rank is part of the array's type."""
    total = 0.0
    for v in a.flat:
        total += v
    return total
