def both_branches_define_two(a: int, b: int) ->int:
    lo = _jst.UndefinedVar('lo')
    hi = _jst.UndefinedVar('hi')
    __return_value_0 = None
    """Two variables defined in both branches and used after the if."""

    def get_args_0():
        nonlocal hi, lo
        return hi, lo

    def set_args_0(__args):
        nonlocal hi, lo
        hi, lo = __args

    def true_fn_0():
        nonlocal hi, lo
        lo = a
        hi = b
        return

    def false_fn_0():
        nonlocal hi, lo
        lo = b
        hi = a
        return
    _jst.IfElse(a < b, true_fn_0, false_fn_0, get_args_0, set_args_0, ('hi', 'lo'), push_pop_names=None)
    __return_value_0 = hi - lo
    return __return_value_0
