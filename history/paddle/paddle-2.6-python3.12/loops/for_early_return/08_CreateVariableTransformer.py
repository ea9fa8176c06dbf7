def for_early_return(n: int) ->int:
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_value_0 = None
    """A for loop that returns the first multiple of 7 it meets."""
    i = 1
    __return_0 = _jst.create_bool_as_type(i % 7 == 0, False)
    while _jst.And(lambda : i < n, lambda : _jst.Not(__return_0)):
        if i % 7 == 0:
            __return_0 = _jst.create_bool_as_type(i % 7 == 0, True)
            __return_value_0 = i
        i += 1
    if _jst.Not(__return_0):
        __return_1 = _jst.create_bool_as_type(_jst.Not(__return_0), True)
        __return_value_0 = 0
    return __return_value_0
