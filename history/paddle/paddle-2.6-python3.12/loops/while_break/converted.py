def while_break(n):
    __return_value_0 = None
    """A while True loop left through break (Collatz steps)."""
    steps = 0
    __break_0 = False

    def while_condition_0():
        nonlocal __break_0, n, steps
        return _jst.And(lambda : True, lambda : _jst.Not(_jst.Ld(__break_0)))

    def while_body_0():
        nonlocal __break_0, n, steps

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
        _jst.IfElse(_jst.Ld(n) == 1, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_1), _jst.Ld(set_args_1), ('__break_0',), push_pop_names=None)

        def get_args_3():
            nonlocal n, steps
            return _jst.Ld(n), _jst.Ld(steps)

        def set_args_3(__args):
            nonlocal n, steps
            n, steps = _jst.Ld(__args)

        def true_fn_2():
            nonlocal n, steps

            def get_args_2():
                nonlocal n
                return _jst.Ld(n),

            def set_args_2(__args):
                nonlocal n
                n, = _jst.Ld(__args)

            def true_fn_1():
                nonlocal n
                n = _jst.Ld(n) // 2
                return

            def false_fn_1():
                nonlocal n
                n = 3 * _jst.Ld(n) + 1
                return
            _jst.IfElse(_jst.Ld(n) % 2 == 0, _jst.Ld(true_fn_1), _jst.Ld(false_fn_1), _jst.Ld(get_args_2), _jst.Ld(set_args_2), ('n',), push_pop_names=None)
            steps += 1
            return

        def false_fn_2():
            nonlocal n, steps
            return
        _jst.IfElse(_jst.Not(_jst.Ld(__break_0)), _jst.Ld(true_fn_2), _jst.Ld(false_fn_2), _jst.Ld(get_args_3), _jst.Ld(set_args_3), ('n', 'steps'), push_pop_names=None)

    def get_args_0():
        nonlocal __break_0, n, steps
        return _jst.Ld(__break_0), _jst.Ld(n), _jst.Ld(steps)

    def set_args_0(__args):
        nonlocal __break_0, n, steps
        __break_0, n, steps = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__break_0', 'n', 'steps'), push_pop_names=None)
    __return_value_0 = _jst.Ld(steps)
    return _jst.Ld(__return_value_0)
