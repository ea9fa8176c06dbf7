def prange_sum(a):
    """numba.prange without parallel=True is a plain range: the same IR as range."""
    total = 0.0
    for i in numba.prange(a.shape[0]):
        total += a[i] ** 2
    return total
