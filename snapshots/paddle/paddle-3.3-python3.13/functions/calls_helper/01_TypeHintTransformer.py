def calls_helper(n):
    """Calls a private helper function defined in the same module."""
    return _helper(n) + _helper(n + 1)
