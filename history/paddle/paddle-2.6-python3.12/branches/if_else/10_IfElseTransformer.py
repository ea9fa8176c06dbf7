def if_else(n: int) ->int:
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """Plain if/else that assigns the same variable in both branches."""

    def get_args_0():
        nonlocal y
        return y,

    def set_args_0(__args):
        nonlocal y
        y, = __args

    def true_fn_0():
        nonlocal y
        y = n * 2
        return

    def false_fn_0():
        nonlocal y
        y = -n
        return
    _jst.IfElse(n > 0, true_fn_0, false_fn_0, get_args_0, set_args_0, ('y',), push_pop_names=None)
    __return_value_0 = y
    return __return_value_0
