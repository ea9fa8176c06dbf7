def enumerate_zip(a):
    """enumerate and zip over arrays: Numba's iterators, unrolled into iternext calls."""
    total = 0.0
    for i, (x, y) in enumerate(zip(a, a[::-1])):
        total += i * x - y
    return total
