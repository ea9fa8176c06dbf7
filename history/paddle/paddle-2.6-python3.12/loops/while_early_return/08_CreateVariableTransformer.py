def while_early_return(n: int) ->int:
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_value_0 = None
    """A while loop that returns from inside its body."""
    i = 1
    __return_0 = _jst.create_bool_as_type(i * i > n, False)
    while _jst.And(lambda : i < n, lambda : _jst.Not(__return_0)):
        if i * i > n:
            __return_0 = _jst.create_bool_as_type(i * i > n, True)
            __return_value_0 = i
        else:
            i += 1
    if _jst.Not(__return_0):
        __return_1 = _jst.create_bool_as_type(_jst.Not(__return_0), True)
        __return_value_0 = -1
    return __return_value_0
