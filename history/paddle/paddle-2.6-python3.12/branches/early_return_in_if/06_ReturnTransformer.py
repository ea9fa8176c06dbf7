def early_return_in_if(n: int) ->int:
    __return_value_0 = None
    """A return inside an if with code following the if."""
    if n < 0:
        __return_0 = _jst.create_bool_as_type(n < 0, True)
        __return_value_0 = 0
    else:
        n = n * 3
        __return_1 = _jst.create_bool_as_type(n < 0, True)
        __return_value_0 = n + 1
    return __return_value_0
