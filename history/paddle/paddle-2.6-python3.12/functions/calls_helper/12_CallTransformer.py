def calls_helper(n: int) ->int:
    __return_value_0 = None
    """Calls a private helper function defined in the same module."""
    __return_value_0 = _jst.Call(_helper)(n) + _jst.Call(_helper)(n + 1)
    return __return_value_0
