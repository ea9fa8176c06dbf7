def while_countdown(n):
    __return_value_0 = None
    """A plain while loop on a parameter compare, no break."""
    total = 0

    def while_condition_0():
        nonlocal n, total
        return _jst.Ld(n) > 0

    def while_body_0():
        nonlocal n, total
        total += _jst.Ld(n)
        n -= 1

    def get_args_0():
        nonlocal n, total
        return _jst.Ld(n), _jst.Ld(total)

    def set_args_0(__args):
        nonlocal n, total
        n, total = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('n', 'total'), push_pop_names=None)
    __return_value_0 = _jst.Ld(total)
    return _jst.Ld(__return_value_0)
