def calls_recursive_helper(n):
    """A self-recursive @njit helper: typed by its return statements that do not recurse."""
    return _fib(n)
