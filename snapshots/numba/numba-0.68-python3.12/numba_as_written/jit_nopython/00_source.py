def jit_nopython(n):
    """``@jit(nopython=True)``, as older Numba code writes ``@njit``."""
    return n * (n + 1) // 2
