def branch_on_value(x):
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """An if on a tensor's value: SOT splits the function at the jump and resumes after it, as Dynamo does; full_graph
    makes a pd_op.if; AutoGraph a tf.cond."""
    y = x + 1.0

    def get_args_0():
        nonlocal __return_0, __return_1, __return_value_0
        return __return_0, __return_1, __return_value_0

    def set_args_0(__args):
        nonlocal __return_0, __return_1, __return_value_0
        __return_0, __return_1, __return_value_0 = __args

    def true_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_0 = _jst.create_bool_as_type(_jst.Call(y.sum)() > 3, True)
        __return_value_0 = y * 2.0
        return

    def false_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_1 = _jst.create_bool_as_type(_jst.Call(y.sum)() > 3, True)
        __return_value_0 = y - 1.0
        return
    _jst.IfElse(_jst.Call(y.sum)() > 3, true_fn_0, false_fn_0, get_args_0, set_args_0, ('__return_0', '__return_1', '__return_value_0'), push_pop_names=None)
    return __return_value_0
