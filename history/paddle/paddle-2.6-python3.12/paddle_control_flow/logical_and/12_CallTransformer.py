def logical_and(x, y):
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """and / or / not on tensor predicates: LogicalTransformer makes _jst.And, _jst.Or, _jst.Not. AutoGraph's
    logical_expressions pass makes ag__.and_; TorchScript refuses and/or on tensors."""

    def get_args_0():
        nonlocal __return_0, __return_1, __return_value_0
        return __return_0, __return_1, __return_value_0

    def set_args_0(__args):
        nonlocal __return_0, __return_1, __return_value_0
        __return_0, __return_1, __return_value_0 = __args

    def true_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_0 = _jst.create_bool_as_type(_jst.And(lambda : _jst.Call(x.sum)() > 0, lambda : _jst.Not(_jst.Call(y.sum)() < 0)), True)
        __return_value_0 = x + y
        return

    def false_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_1 = _jst.create_bool_as_type(_jst.And(lambda : _jst.Call(x.sum)() > 0, lambda : _jst.Not(_jst.Call(y.sum)() < 0)), True)
        __return_value_0 = x - y
        return
    _jst.IfElse(_jst.And(lambda : _jst.Call(x.sum)() > 0, lambda : _jst.Not(_jst.Call(y.sum)() < 0)), true_fn_0, false_fn_0, get_args_0, set_args_0, ('__return_0', '__return_1', '__return_value_0'), push_pop_names=None)
    return __return_value_0
