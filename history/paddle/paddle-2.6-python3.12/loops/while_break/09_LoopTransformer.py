def while_break(n: int) ->int:
    __return_value_0 = None
    """A while True loop left through break (Collatz steps)."""
    steps = 0
    __break_0 = False

    def while_condition_0():
        nonlocal __break_0, n, steps
        return _jst.And(lambda : True, lambda : _jst.Not(__break_0))

    def while_body_0():
        nonlocal __break_0, n, steps
        if n == 1:
            __break_0 = True
        if _jst.Not(__break_0):
            if n % 2 == 0:
                n = n // 2
            else:
                n = 3 * n + 1
            steps += 1

    def get_args_0():
        nonlocal __break_0, n, steps
        return __break_0, n, steps

    def set_args_0(__args):
        nonlocal __break_0, n, steps
        __break_0, n, steps = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('__break_0', 'n', 'steps'), push_pop_names=None)
    __return_value_0 = steps
    return __return_value_0
