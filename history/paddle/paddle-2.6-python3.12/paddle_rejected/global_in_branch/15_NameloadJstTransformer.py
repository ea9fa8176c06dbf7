def global_in_branch(x):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """A global assigned inside a tensor if: Paddle moves the branch into a nested function with nonlocal, and Python
    refuses "no binding for nonlocal". AutoGraph handles globals in tf.cond branches; TorchScript refuses global."""
    global COUNT

    def get_args_0():
        nonlocal COUNT, y
        return _jst.Ld(COUNT), _jst.Ld(y)

    def set_args_0(__args):
        nonlocal COUNT, y
        COUNT, y = _jst.Ld(__args)

    def true_fn_0():
        nonlocal COUNT, y
        COUNT = _jst.Ld(COUNT) + 1
        y = _jst.Ld(x) * 2.0
        return

    def false_fn_0():
        nonlocal COUNT, y
        y = _jst.Ld(x)
        return
    _jst.IfElse(_jst.Call(_jst.Ld(_jst.Ld(x).sum))() > 0, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('COUNT', 'y'), push_pop_names=None)
    __return_value_0 = _jst.Ld(y)
    return _jst.Ld(__return_value_0)
