def branches_differ_in_shape(x):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """A tensor if whose branches return different shapes: PIR's if needs one result type. AutoGraph's tf.cond
    accepts differing shapes as None dims; TorchScript does not care."""

    def get_args_0():
        nonlocal y
        return _jst.Ld(y),

    def set_args_0(__args):
        nonlocal y
        y, = _jst.Ld(__args)

    def true_fn_0():
        nonlocal y
        y = _jst.Ld(_jst.Ld(paddle).concat)([_jst.Ld(x), _jst.Ld(x)])
        return

    def false_fn_0():
        nonlocal y
        y = _jst.Ld(x)
        return
    _jst.IfElse(_jst.Call(_jst.Ld(_jst.Ld(x).sum))() > 2, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('y',), push_pop_names=None)
    __return_value_0 = _jst.Ld(y)
    return _jst.Ld(__return_value_0)
