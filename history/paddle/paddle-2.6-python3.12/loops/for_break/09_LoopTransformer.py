def for_break(n: int) ->int:
    __return_value_0 = None
    """A for loop over range that breaks once a running total passes a limit."""
    total = 0
    __break_0 = False
    i = 0

    def while_condition_0():
        nonlocal __break_0, i, total
        return _jst.And(lambda : i < n, lambda : _jst.Not(__break_0))

    def while_body_0():
        nonlocal __break_0, i, total
        if total > 10:
            __break_0 = True
        if _jst.Not(__break_0):
            total += i
        i += 1

    def get_args_0():
        nonlocal __break_0, i, total
        return __break_0, i, total

    def set_args_0(__args):
        nonlocal __break_0, i, total
        __break_0, i, total = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('__break_0', 'i', 'total'), push_pop_names=None)
    __return_value_0 = total
    return __return_value_0
