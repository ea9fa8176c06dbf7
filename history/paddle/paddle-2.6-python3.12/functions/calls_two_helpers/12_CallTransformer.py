def calls_two_helpers(n: int) ->int:
    __return_value_0 = None
    """Chains calls to two module-level helpers."""
    __return_value_0 = _jst.Call(_clamp)(_jst.Call(_helper)(n), 0, 20)
    return __return_value_0
