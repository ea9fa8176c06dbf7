def for_break(n: _jst.Ld(int)) ->_jst.Ld(int):
    __return_value_0 = None
    """A for loop over range that breaks once a running total passes a limit."""
    total = 0
    __break_0 = False
    i = 0

    def while_condition_0():
        nonlocal __break_0, i, total
        return _jst.And(lambda : _jst.Ld(i) < _jst.Ld(n), lambda : _jst.Not(_jst.Ld(__break_0)))

    def while_body_0():
        nonlocal __break_0, i, total

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
        _jst.IfElse(_jst.Ld(total) > 10, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_1), _jst.Ld(set_args_1), ('__break_0',), push_pop_names=None)

        def get_args_2():
            nonlocal total
            return _jst.Ld(total),

        def set_args_2(__args):
            nonlocal total
            total, = _jst.Ld(__args)

        def true_fn_1():
            nonlocal total
            total += _jst.Ld(i)
            return

        def false_fn_1():
            nonlocal total
            return
        _jst.IfElse(_jst.Not(_jst.Ld(__break_0)), _jst.Ld(true_fn_1), _jst.Ld(false_fn_1), _jst.Ld(get_args_2), _jst.Ld(set_args_2), ('total',), push_pop_names=None)
        i += 1

    def get_args_0():
        nonlocal __break_0, i, total
        return _jst.Ld(__break_0), _jst.Ld(i), _jst.Ld(total)

    def set_args_0(__args):
        nonlocal __break_0, i, total
        __break_0, i, total = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__break_0', 'i', 'total'), push_pop_names=None)
    __return_value_0 = _jst.Ld(total)
    return _jst.Ld(__return_value_0)
