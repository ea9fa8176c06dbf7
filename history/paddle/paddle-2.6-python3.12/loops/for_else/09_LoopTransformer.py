def for_else(n: int) ->int:
    __return_value_0 = None
    """A for loop with an else clause. Rejected by AutoGraph and TorchScript: no for/else."""
    found = -1
    __break_0 = False
    i = 2

    def while_condition_0():
        nonlocal __break_0, found, i
        return _jst.And(lambda : i < n, lambda : _jst.Not(__break_0))

    def while_body_0():
        nonlocal __break_0, found, i
        if n % i == 0:
            found = i
            __break_0 = True
        i += 1

    def get_args_0():
        nonlocal __break_0, found, i
        return __break_0, found, i

    def set_args_0(__args):
        nonlocal __break_0, found, i
        __break_0, found, i = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('__break_0', 'found', 'i'), push_pop_names=None)
    __return_value_0 = found
    return __return_value_0
