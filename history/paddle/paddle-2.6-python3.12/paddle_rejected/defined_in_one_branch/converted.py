def defined_in_one_branch(x):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """A variable assigned in one branch of a tensor if only, then returned: the other branch leaves it undefined.
    AutoGraph refuses it ("must also be initialized in the else branch"); TorchScript too; Dynamo breaks and runs."""

    def get_args_0():
        nonlocal y
        return _jst.Ld(y),

    def set_args_0(__args):
        nonlocal y
        y, = _jst.Ld(__args)

    def true_fn_0():
        nonlocal y
        y = _jst.Ld(x) * 2.0
        return

    def false_fn_0():
        nonlocal y
        return
    _jst.IfElse(_jst.Call(_jst.Ld(_jst.Ld(x).sum))() > 0, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('y',), push_pop_names=None)
    __return_value_0 = _jst.Ld(y)
    return _jst.Ld(__return_value_0)
