def while_break(n: int) ->int:
    __return_value_0 = None
    """A while True loop left through break (Collatz steps)."""
    steps = 0
    __break_0 = False

    def while_condition_0():
        nonlocal __break_0, n, steps
        return _jst.And(lambda : True, lambda : _jst.Not(__break_0))

    def while_body_0():
        nonlocal __break_0, n, steps

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
        _jst.IfElse(n == 1, true_fn_0, false_fn_0, get_args_1, set_args_1, ('__break_0',), push_pop_names=None)

        def get_args_3():
            nonlocal n, steps
            return n, steps

        def set_args_3(__args):
            nonlocal n, steps
            n, steps = __args

        def true_fn_2():
            nonlocal n, steps

            def get_args_2():
                nonlocal n
                return n,

            def set_args_2(__args):
                nonlocal n
                n, = __args

            def true_fn_1():
                nonlocal n
                n = n // 2
                return

            def false_fn_1():
                nonlocal n
                n = 3 * n + 1
                return
            _jst.IfElse(n % 2 == 0, true_fn_1, false_fn_1, get_args_2, set_args_2, ('n',), push_pop_names=None)
            steps += 1
            return

        def false_fn_2():
            nonlocal n, steps
            return
        _jst.IfElse(_jst.Not(__break_0), true_fn_2, false_fn_2, get_args_3, set_args_3, ('n', 'steps'), push_pop_names=None)

    def get_args_0():
        nonlocal __break_0, n, steps
        return __break_0, n, steps

    def set_args_0(__args):
        nonlocal __break_0, n, steps
        __break_0, n, steps = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('__break_0', 'n', 'steps'), push_pop_names=None)
    __return_value_0 = steps
    return __return_value_0
