def for_early_return(n: int) ->int:
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_value_0 = None
    """A for loop that returns the first multiple of 7 it meets."""
    i = 1
    __return_0 = _jst.create_bool_as_type(i % 7 == 0, False)

    def while_condition_0():
        nonlocal __return_0, __return_value_0, i
        return _jst.And(lambda : i < n, lambda : _jst.Not(__return_0))

    def while_body_0():
        nonlocal __return_0, __return_value_0, i
        if i % 7 == 0:
            __return_0 = _jst.create_bool_as_type(i % 7 == 0, True)
            __return_value_0 = i
        i += 1

    def get_args_0():
        nonlocal __return_0, __return_value_0, i
        return __return_0, __return_value_0, i

    def set_args_0(__args):
        nonlocal __return_0, __return_value_0, i
        __return_0, __return_value_0, i = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('__return_0', '__return_value_0', 'i'), push_pop_names=None)
    if _jst.Not(__return_0):
        __return_1 = _jst.create_bool_as_type(_jst.Not(__return_0), True)
        __return_value_0 = 0
    return __return_value_0
