def while_countdown(n: int) ->int:
    __return_value_0 = None
    """A plain while loop on a parameter compare, no break."""
    total = 0

    def while_condition_0():
        nonlocal n, total
        return n > 0

    def while_body_0():
        nonlocal n, total
        total += n
        n -= 1

    def get_args_0():
        nonlocal n, total
        return n, total

    def set_args_0(__args):
        nonlocal n, total
        n, total = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('n', 'total'), push_pop_names=None)
    __return_value_0 = total
    return __return_value_0
