def njit_with_options(a):
    """``@numba.njit(...)`` with options: the recorded compilation keeps them (``fastmath`` shows as ``fast`` flags)."""
    total = 0.0
    for x in a:
        total += x * 0.5
    return total
