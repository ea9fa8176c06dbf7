def nested_while_break(n):
    j = _jst.UndefinedVar('j')
    __break_0 = _jst.UndefinedVar('__break_0')
    __return_value_0 = None
    """A break in an inner while loop nested inside an outer while loop."""
    i = 0
    count = 0

    def while_condition_1():
        nonlocal __break_0, count, i, j
        return _jst.Ld(i) < _jst.Ld(n)

    def while_body_1():
        nonlocal __break_0, count, i, j
        j = 0
        __break_0 = False

        def while_condition_0():
            nonlocal __break_0, count, j
            return _jst.And(lambda : True, lambda : _jst.Not(_jst.Ld(__break_0)))

        def while_body_0():
            nonlocal __break_0, count, j

            def get_args_2():
                nonlocal __break_0
                return _jst.Ld(__break_0),

            def set_args_2(__args):
                nonlocal __break_0
                __break_0, = _jst.Ld(__args)

            def true_fn_0():
                nonlocal __break_0
                __break_0 = True
                return

            def false_fn_0():
                nonlocal __break_0
                return
            _jst.IfElse(_jst.Ld(j) >= _jst.Ld(i), _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_2), _jst.Ld(set_args_2), ('__break_0',), push_pop_names=None)

            def get_args_3():
                nonlocal count, j
                return _jst.Ld(count), _jst.Ld(j)

            def set_args_3(__args):
                nonlocal count, j
                count, j = _jst.Ld(__args)

            def true_fn_1():
                nonlocal count, j
                count += 1
                j += 1
                return

            def false_fn_1():
                nonlocal count, j
                return
            _jst.IfElse(_jst.Not(_jst.Ld(__break_0)), _jst.Ld(true_fn_1), _jst.Ld(false_fn_1), _jst.Ld(get_args_3), _jst.Ld(set_args_3), ('count', 'j'), push_pop_names=None)

        def get_args_0():
            nonlocal __break_0, count, j
            return _jst.Ld(__break_0), _jst.Ld(count), _jst.Ld(j)

        def set_args_0(__args):
            nonlocal __break_0, count, j
            __break_0, count, j = _jst.Ld(__args)
        _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__break_0', 'count', 'j'), push_pop_names=None)
        i += 1

    def get_args_1():
        nonlocal __break_0, count, i, j
        return _jst.Ld(__break_0), _jst.Ld(count), _jst.Ld(i), _jst.Ld(j)

    def set_args_1(__args):
        nonlocal __break_0, count, i, j
        __break_0, count, i, j = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_1), _jst.Ld(while_body_1), _jst.Ld(get_args_1), _jst.Ld(set_args_1), return_name_ids=('__break_0', 'count', 'i', 'j'), push_pop_names=None)
    __return_value_0 = _jst.Ld(count)
    return _jst.Ld(__return_value_0)
