def if_else(n):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """Plain if/else that assigns the same variable in both branches."""

    def get_args_0():
        nonlocal y
        return _jst.Ld(y),

    def set_args_0(__args):
        nonlocal y
        y, = _jst.Ld(__args)

    def true_fn_0():
        nonlocal y
        y = _jst.Ld(n) * 2
        return

    def false_fn_0():
        nonlocal y
        y = -_jst.Ld(n)
        return
    _jst.IfElse(_jst.Ld(n) > 0, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('y',), push_pop_names=None)
    __return_value_0 = _jst.Ld(y)
    return _jst.Ld(__return_value_0)
