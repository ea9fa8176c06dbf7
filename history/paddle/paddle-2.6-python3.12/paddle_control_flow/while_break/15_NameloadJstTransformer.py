def while_break(n):
    __return_value_0 = None
    """A break inside a tensor while: BreakContinueTransformer adds a __break flag to the condition. AutoGraph's
    break_statements pass does the same; TorchScript keeps break."""
    i = _jst.Ld(_jst.Ld(paddle).to_tensor)(0)
    __break_0 = False

    def while_condition_0():
        nonlocal __break_0, i
        return _jst.And(lambda : _jst.Ld(i) < _jst.Ld(n), lambda : _jst.Not(_jst.Ld(__break_0)))

    def while_body_0():
        nonlocal __break_0, i
        i = _jst.Ld(i) + 1

        def get_args_1():
            nonlocal __break_0
            return _jst.Ld(__break_0),

        def set_args_1(__args):
            nonlocal __break_0
            __break_0, = _jst.Ld(__args)

        def true_fn_0():
            nonlocal __break_0
            __break_0 = True
            return

        def false_fn_0():
            nonlocal __break_0
            return
        _jst.IfElse(_jst.Ld(i) > 4, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_1), _jst.Ld(set_args_1), ('__break_0',), push_pop_names=None)

    def get_args_0():
        nonlocal __break_0, i
        return _jst.Ld(__break_0), _jst.Ld(i)

    def set_args_0(__args):
        nonlocal __break_0, i
        __break_0, i = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__break_0', 'i'), push_pop_names=None)
    __return_value_0 = _jst.Ld(i)
    return _jst.Ld(__return_value_0)
