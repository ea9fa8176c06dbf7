def branches_differ_in_type(x):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """The two branches of a tensor if give a tensor and None: pd_op.if needs both alike. AutoGraph's tf.cond refuses
    too; TorchScript refuses Optional mixes; Dynamo breaks and runs both."""

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
        y = None
        return
    _jst.IfElse(_jst.Call(_jst.Ld(_jst.Ld(x).sum))() > 0, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('y',), push_pop_names=None)
    __return_value_0 = _jst.Ld(y)
    return _jst.Ld(__return_value_0)
