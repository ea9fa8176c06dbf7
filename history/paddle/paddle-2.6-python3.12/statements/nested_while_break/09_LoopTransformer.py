def nested_while_break(n: int) ->int:
    j = _jst.UndefinedVar('j')
    __break_0 = _jst.UndefinedVar('__break_0')
    __return_value_0 = None
    """A break in an inner while loop nested inside an outer while loop."""
    i = 0
    count = 0

    def while_condition_1():
        nonlocal __break_0, count, i, j
        return i < n

    def while_body_1():
        nonlocal __break_0, count, i, j
        j = 0
        __break_0 = False

        def while_condition_0():
            nonlocal __break_0, count, j
            return _jst.And(lambda : True, lambda : _jst.Not(__break_0))

        def while_body_0():
            nonlocal __break_0, count, j
            if j >= i:
                __break_0 = True
            if _jst.Not(__break_0):
                count += 1
                j += 1

        def get_args_0():
            nonlocal __break_0, count, j
            return __break_0, count, j

        def set_args_0(__args):
            nonlocal __break_0, count, j
            __break_0, count, j = __args
        _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('__break_0', 'count', 'j'), push_pop_names=None)
        i += 1

    def get_args_1():
        nonlocal __break_0, count, i, j
        return __break_0, count, i, j

    def set_args_1(__args):
        nonlocal __break_0, count, i, j
        __break_0, count, i, j = __args
    _jst.While(while_condition_1, while_body_1, get_args_1, set_args_1, return_name_ids=('__break_0', 'count', 'i', 'j'), push_pop_names=None)
    __return_value_0 = count
    return __return_value_0
