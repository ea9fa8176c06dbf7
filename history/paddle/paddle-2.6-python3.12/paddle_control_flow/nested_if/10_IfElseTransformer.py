def nested_if(x):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """An if inside an if, both on tensors: nested pd_op.if regions. AutoGraph nests tf.cond; Dynamo breaks twice."""

    def get_args_1():
        nonlocal y
        return y,

    def set_args_1(__args):
        nonlocal y
        y, = __args

    def true_fn_1():
        nonlocal y

        def get_args_0():
            nonlocal y
            return y,

        def set_args_0(__args):
            nonlocal y
            y, = __args

        def true_fn_0():
            nonlocal y
            y = x * 3.0
            return

        def false_fn_0():
            nonlocal y
            y = x * 2.0
            return
        _jst.IfElse(x.max() > 3, true_fn_0, false_fn_0, get_args_0, set_args_0, ('y',), push_pop_names=None)
        return

    def false_fn_1():
        nonlocal y
        y = -x
        return
    _jst.IfElse(x.sum() > 0, true_fn_1, false_fn_1, get_args_1, set_args_1, ('y',), push_pop_names=None)
    __return_value_0 = y
    return __return_value_0
