def if_on_bool_param(flag: bool, n: int) ->int:
    __return_value_0 = None
    """An if whose condition is a bool parameter used directly."""
    if flag:
        __return_0 = _jst.create_bool_as_type(flag, True)
        __return_value_0 = n + 1
    else:
        __return_1 = _jst.create_bool_as_type(flag, True)
        __return_value_0 = n - 1
    return __return_value_0
