def if_on_bool_param(flag: bool, n: int) -> int:
    """An if whose condition is a bool parameter used directly."""
    if flag:
        return n + 1
    else:
        return n - 1
