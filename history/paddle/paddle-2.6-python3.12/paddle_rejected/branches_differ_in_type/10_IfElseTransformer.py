def branches_differ_in_type(x):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """The two branches of a tensor if give a tensor and None: pd_op.if needs both alike. AutoGraph's tf.cond refuses
    too; TorchScript refuses Optional mixes; Dynamo breaks and runs both."""

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
        y = None
        return
    _jst.IfElse(x.sum() > 0, true_fn_0, false_fn_0, get_args_0, set_args_0, ('y',), push_pop_names=None)
    __return_value_0 = y
    return __return_value_0
