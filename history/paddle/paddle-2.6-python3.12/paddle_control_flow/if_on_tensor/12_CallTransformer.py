def if_on_tensor(x):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """An if on a tensor's value: IfElseTransformer makes it _jst.IfElse, a pd_op.if with two regions. AutoGraph makes a
    tf.cond; TorchScript keeps the if; torch.export and fx cannot branch on a value; Dynamo breaks its graph."""

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
        y = x - 1.0
        return
    _jst.IfElse(_jst.Call(x.sum)() > 0, true_fn_0, false_fn_0, get_args_0, set_args_0, ('y',), push_pop_names=None)
    __return_value_0 = y
    return __return_value_0
