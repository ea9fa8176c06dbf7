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

        def get_args_1():
            nonlocal __break_0
            return __break_0,

        def set_args_1(__args):
            nonlocal __break_0
            __break_0, = __args

        def true_fn_0():
            nonlocal __break_0
            __break_0 = True
            return

        def false_fn_0():
            nonlocal __break_0
            return
        _jst.IfElse(i > 4, true_fn_0, false_fn_0, get_args_1, set_args_1, ('__break_0',), push_pop_names=None)

    def get_args_0():
        nonlocal __break_0, i
        return __break_0, i

    def set_args_0(__args):
        nonlocal __break_0, i
        __break_0, i = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('__break_0', 'i'), push_pop_names=None)
    __return_value_0 = i
    return __return_value_0
