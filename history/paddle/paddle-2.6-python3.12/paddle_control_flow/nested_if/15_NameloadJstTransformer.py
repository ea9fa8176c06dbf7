def nested_if(x):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """An if inside an if, both on tensors: nested pd_op.if regions. AutoGraph nests tf.cond; Dynamo breaks twice."""

    def get_args_1():
        nonlocal y
        return _jst.Ld(y),

    def set_args_1(__args):
        nonlocal y
        y, = _jst.Ld(__args)

    def true_fn_1():
        nonlocal y

        def get_args_0():
            nonlocal y
            return _jst.Ld(y),

        def set_args_0(__args):
            nonlocal y
            y, = _jst.Ld(__args)

        def true_fn_0():
            nonlocal y
            y = _jst.Ld(x) * 3.0
            return

        def false_fn_0():
            nonlocal y
            y = _jst.Ld(x) * 2.0
            return
        _jst.IfElse(_jst.Call(_jst.Ld(_jst.Ld(x).max))() > 3, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('y',), push_pop_names=None)
        return

    def false_fn_1():
        nonlocal y
        y = -_jst.Ld(x)
        return
    _jst.IfElse(_jst.Call(_jst.Ld(_jst.Ld(x).sum))() > 0, _jst.Ld(true_fn_1), _jst.Ld(false_fn_1), _jst.Ld(get_args_1), _jst.Ld(set_args_1), ('y',), push_pop_names=None)
    __return_value_0 = _jst.Ld(y)
    return _jst.Ld(__return_value_0)
