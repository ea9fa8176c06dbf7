def branch_on_value(x):
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """An if on a tensor's value: SOT splits the function at the jump and resumes after it, as Dynamo does; full_graph
    makes a pd_op.if; AutoGraph a tf.cond."""
    y = _jst.Ld(x) + 1.0

    def get_args_0():
        nonlocal __return_0, __return_1, __return_value_0
        return _jst.Ld(__return_0), _jst.Ld(__return_1), _jst.Ld(__return_value_0)

    def set_args_0(__args):
        nonlocal __return_0, __return_1, __return_value_0
        __return_0, __return_1, __return_value_0 = _jst.Ld(__args)

    def true_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_0 = _jst.create_bool_as_type(_jst.Call(_jst.Ld(_jst.Ld(y).sum))() > 3, True)
        __return_value_0 = _jst.Ld(y) * 2.0
        return

    def false_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_1 = _jst.create_bool_as_type(_jst.Call(_jst.Ld(_jst.Ld(y).sum))() > 3, True)
        __return_value_0 = _jst.Ld(y) - 1.0
        return
    _jst.IfElse(_jst.Call(_jst.Ld(_jst.Ld(y).sum))() > 3, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), ('__return_0', '__return_1', '__return_value_0'), push_pop_names=None)
    return _jst.Ld(__return_value_0)
