def branch_defines_only_one_side(n: int) ->int:
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """Variable set in one branch only. Rejected by TorchScript: undefined in false branch."""

    def get_args_0():
        nonlocal y
        return y,

    def set_args_0(__args):
        nonlocal y
        y, = __args

    def true_fn_0():
        nonlocal y
        y = n + 10
        return

    def false_fn_0():
        nonlocal y
        return
    _jst.IfElse(n > 0, true_fn_0, false_fn_0, get_args_0, set_args_0, ('y',), push_pop_names=None)
    __return_value_0 = y
    return __return_value_0
