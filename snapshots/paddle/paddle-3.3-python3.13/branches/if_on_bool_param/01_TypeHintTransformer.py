def if_on_bool_param(flag, n):
    """An if whose condition is a bool parameter used directly."""
    if flag:
        return n + 1
    else:
        return n - 1
