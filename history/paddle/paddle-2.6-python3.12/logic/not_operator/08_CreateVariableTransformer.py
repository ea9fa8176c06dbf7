def not_operator(flag: bool, n: int) ->int:
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """Uses not on a bool parameter inside an if."""
    if _jst.Not(flag):
        __return_0 = _jst.create_bool_as_type(_jst.Not(flag), True)
        __return_value_0 = -n
    else:
        __return_1 = _jst.create_bool_as_type(_jst.Not(flag), True)
        __return_value_0 = n
    return __return_value_0
