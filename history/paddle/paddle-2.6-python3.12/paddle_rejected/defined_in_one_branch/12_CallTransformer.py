def defined_in_one_branch(x):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """A variable assigned in one branch of a tensor if only, then returned: the other branch leaves it undefined.
    AutoGraph refuses it ("must also be initialized in the else branch"); TorchScript too; Dynamo breaks and runs."""

    def get_args_0():
        nonlocal y
        return y,

    def set_args_0(__args):
        nonlocal y
        y, = __args

    def true_fn_0():
        nonlocal y
        y = x * 2.0
        return

    def false_fn_0():
        nonlocal y
        return
    _jst.IfElse(_jst.Call(x.sum)() > 0, true_fn_0, false_fn_0, get_args_0, set_args_0, ('y',), push_pop_names=None)
    __return_value_0 = y
    return __return_value_0
