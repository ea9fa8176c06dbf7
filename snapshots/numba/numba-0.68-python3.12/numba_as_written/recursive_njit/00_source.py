def recursive_njit(n):
    """Self-recursion through the global name, which is the ``@njit`` dispatcher as in Numba's test_recursion.py."""
    if n <= 0:
        return 1
    return n * recursive_njit(n - 1)
