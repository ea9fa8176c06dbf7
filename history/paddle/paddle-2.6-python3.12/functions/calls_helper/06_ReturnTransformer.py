def calls_helper(n: int) ->int:
    __return_value_0 = None
    """Calls a private helper function defined in the same module."""
    __return_value_0 = _helper(n) + _helper(n + 1)
    return __return_value_0
