def calls_helper(n: int) -> int:
    """Calls a private helper function defined in the same module."""
    return _helper(n) + _helper(n + 1)
