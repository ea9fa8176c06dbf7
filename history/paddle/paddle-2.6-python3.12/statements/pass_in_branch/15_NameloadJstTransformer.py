def pass_in_branch(n: _jst.Ld(int)) ->_jst.Ld(int):
    __return_value_0 = None
    """A pass statement as the whole body of one if branch."""

    def get_args_0():
        nonlocal n
        return _jst.Ld(n),

    def set_args_0(__args):
        nonlocal n
        n, = _jst.Ld(__args)

    def true_fn_0():
        nonlocal n
        pass
        return

    def false_fn_0():
        nonlocal n
        n = -_jst.Ld(n)
        return
    _jst.IfElse(_jst.Ld(n) > 0, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('n',), push_pop_names=None)
    __return_value_0 = _jst.Ld(n)
    return _jst.Ld(__return_value_0)
