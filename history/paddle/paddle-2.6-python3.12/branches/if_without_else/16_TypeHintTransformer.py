def if_without_else(n):
    __return_value_0 = None
    """An if with no else that conditionally overwrites a variable."""
    r = _jst.Ld(n)

    def get_args_0():
        nonlocal r
        return _jst.Ld(r),

    def set_args_0(__args):
        nonlocal r
        r, = _jst.Ld(__args)

    def true_fn_0():
        nonlocal r
        r = _jst.Ld(n) // 2
        return

    def false_fn_0():
        nonlocal r
        return
    _jst.IfElse(_jst.Ld(n) % 2 == 0, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('r',), push_pop_names=None)
    __return_value_0 = _jst.Ld(r)
    return _jst.Ld(__return_value_0)
