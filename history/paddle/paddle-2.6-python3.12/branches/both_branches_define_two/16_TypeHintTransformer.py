def both_branches_define_two(a, b):
    lo = _jst.UndefinedVar('lo')
    hi = _jst.UndefinedVar('hi')
    __return_value_0 = None
    """Two variables defined in both branches and used after the if."""

    def get_args_0():
        nonlocal hi, lo
        return _jst.Ld(hi), _jst.Ld(lo)

    def set_args_0(__args):
        nonlocal hi, lo
        hi, lo = _jst.Ld(__args)

    def true_fn_0():
        nonlocal hi, lo
        lo = _jst.Ld(a)
        hi = _jst.Ld(b)
        return

    def false_fn_0():
        nonlocal hi, lo
        lo = _jst.Ld(b)
        hi = _jst.Ld(a)
        return
    _jst.IfElse(_jst.Ld(a) < _jst.Ld(b), _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('hi', 'lo'), push_pop_names=None)
    __return_value_0 = _jst.Ld(hi) - _jst.Ld(lo)
    return _jst.Ld(__return_value_0)
