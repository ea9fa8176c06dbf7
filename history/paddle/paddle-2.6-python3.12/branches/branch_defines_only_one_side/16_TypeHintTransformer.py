def branch_defines_only_one_side(n):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """Variable set in one branch only. Rejected by TorchScript: undefined in false branch."""

    def get_args_0():
        nonlocal y
        return _jst.Ld(y),

    def set_args_0(__args):
        nonlocal y
        y, = _jst.Ld(__args)

    def true_fn_0():
        nonlocal y
        y = _jst.Ld(n) + 10
        return

    def false_fn_0():
        nonlocal y
        return
    _jst.IfElse(_jst.Ld(n) > 0, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('y',), push_pop_names=None)
    __return_value_0 = _jst.Ld(y)
    return _jst.Ld(__return_value_0)
