def branches_differ_in_shape(x):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """A tensor if whose branches return different shapes: PIR's if needs one result type. AutoGraph's tf.cond
    accepts differing shapes as None dims; TorchScript does not care."""

    def get_args_0():
        nonlocal y
        return y,

    def set_args_0(__args):
        nonlocal y
        y, = __args

    def true_fn_0():
        nonlocal y
        y = paddle.concat([x, x])
        return

    def false_fn_0():
        nonlocal y
        y = x
        return
    _jst.IfElse(x.sum() > 2, true_fn_0, false_fn_0, get_args_0, set_args_0, ('y',), push_pop_names=None)
    __return_value_0 = y
    return __return_value_0
