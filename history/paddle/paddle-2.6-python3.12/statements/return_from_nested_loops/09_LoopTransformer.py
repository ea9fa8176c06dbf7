def return_from_nested_loops(n: int, target: int) ->Tuple[int, int]:
    j = _jst.UndefinedVar('j')
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_value_0 = None
    """Returns a pair from inside two nested for loops."""
    i = 0
    __return_0 = _jst.create_bool_as_type(i * j == target, False)

    def while_condition_1():
        nonlocal __return_0, __return_value_0, i, j
        return _jst.And(lambda : i < n, lambda : _jst.Not(__return_0))

    def while_body_1():
        nonlocal __return_0, __return_value_0, i, j
        j = 0

        def while_condition_0():
            nonlocal __return_0, __return_value_0, j
            return _jst.And(lambda : j < n, lambda : _jst.Not(__return_0))

        def while_body_0():
            nonlocal __return_0, __return_value_0, j
            if i * j == target:
                __return_0 = _jst.create_bool_as_type(i * j == target, True)
                __return_value_0 = i, j
            j += 1

        def get_args_0():
            nonlocal __return_0, __return_value_0, j
            return __return_0, __return_value_0, j

        def set_args_0(__args):
            nonlocal __return_0, __return_value_0, j
            __return_0, __return_value_0, j = __args
        _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('__return_0', '__return_value_0', 'j'), push_pop_names=None)
        i += 1

    def get_args_1():
        nonlocal __return_0, __return_value_0, i, j
        return __return_0, __return_value_0, i, j

    def set_args_1(__args):
        nonlocal __return_0, __return_value_0, i, j
        __return_0, __return_value_0, i, j = __args
    _jst.While(while_condition_1, while_body_1, get_args_1, set_args_1, return_name_ids=('__return_0', '__return_value_0', 'i', 'j'), push_pop_names=None)
    if _jst.Not(__return_0):
        __return_1 = _jst.create_bool_as_type(_jst.Not(__return_0), True)
        __return_value_0 = -1, -1
    return __return_value_0
