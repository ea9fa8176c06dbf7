def while_break(n):
    __return_value_0 = None
    """A break inside a tensor while: BreakContinueTransformer adds a __break flag to the condition. AutoGraph's
    break_statements pass does the same; TorchScript keeps break."""
    i = paddle.to_tensor(0)
    __break_0 = False

    def while_condition_0():
        nonlocal __break_0, i
        return _jst.And(lambda : i < n, lambda : _jst.Not(__break_0))

    def while_body_0():
        nonlocal __break_0, i
        i = i + 1
        if i > 4:
            __break_0 = True

    def get_args_0():
        nonlocal __break_0, i
        return __break_0, i

    def set_args_0(__args):
        nonlocal __break_0, i
        __break_0, i = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('__break_0', 'i'), push_pop_names=None)
    __return_value_0 = i
    return __return_value_0
