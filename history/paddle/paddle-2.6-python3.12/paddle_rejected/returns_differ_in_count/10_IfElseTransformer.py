def returns_differ_in_count(x):
    __return_1 = _jst.UndefinedVar('__return_1')
    __return_0 = _jst.UndefinedVar('__return_0')
    __return_value_0 = None
    """Two returns of a tensor if give a pair and a single tensor: one pd_op.if cannot have both. AutoGraph's tf.cond
    refuses differing structures; TorchScript refuses differing types."""

    def get_args_0():
        nonlocal __return_0, __return_1, __return_value_0
        return __return_0, __return_1, __return_value_0

    def set_args_0(__args):
        nonlocal __return_0, __return_1, __return_value_0
        __return_0, __return_1, __return_value_0 = __args

    def true_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_0 = _jst.create_bool_as_type(x.sum() > 0, True)
        __return_value_0 = x, x
        return

    def false_fn_0():
        nonlocal __return_0, __return_1, __return_value_0
        __return_1 = _jst.create_bool_as_type(x.sum() > 0, True)
        __return_value_0 = x
        return
    _jst.IfElse(x.sum() > 0, true_fn_0, false_fn_0, get_args_0, set_args_0, ('__return_0', '__return_1', '__return_value_0'), push_pop_names=None)
    return __return_value_0
