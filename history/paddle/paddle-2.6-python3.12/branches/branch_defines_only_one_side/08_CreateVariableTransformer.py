def branch_defines_only_one_side(n: int) ->int:
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """Variable set in one branch only. Rejected by TorchScript: undefined in false branch."""
    if n > 0:
        y = n + 10
    __return_value_0 = y
    return __return_value_0
