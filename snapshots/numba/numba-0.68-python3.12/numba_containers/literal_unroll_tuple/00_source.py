def literal_unroll_tuple(n):
    """numba.literal_unroll over a heterogeneous tuple: the loop body is versioned per element type."""
    values = (1, 2.5, 3)
    total = 0.0
    for v in numba.literal_unroll(values):
        total += v * n
    return total
