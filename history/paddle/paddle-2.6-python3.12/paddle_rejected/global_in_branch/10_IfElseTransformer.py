def global_in_branch(x):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """A global assigned inside a tensor if: Paddle moves the branch into a nested function with nonlocal, and Python
    refuses "no binding for nonlocal". AutoGraph handles globals in tf.cond branches; TorchScript refuses global."""
    global COUNT

    def get_args_0():
        nonlocal COUNT, y
        return COUNT, y

    def set_args_0(__args):
        nonlocal COUNT, y
        COUNT, y = __args

    def true_fn_0():
        nonlocal COUNT, y
        COUNT = COUNT + 1
        y = x * 2.0
        return

    def false_fn_0():
        nonlocal COUNT, y
        y = x
        return
    _jst.IfElse(x.sum() > 0, true_fn_0, false_fn_0, get_args_0, set_args_0, ('COUNT', 'y'), push_pop_names=None)
    __return_value_0 = y
    return __return_value_0
