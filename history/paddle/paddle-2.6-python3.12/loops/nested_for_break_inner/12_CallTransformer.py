def nested_for_break_inner(rows: int, cols: int) ->int:
    j = _jst.UndefinedVar('j')
    i = _jst.UndefinedVar('i')
    __break_0 = _jst.UndefinedVar('__break_0')
    __return_value_0 = None
    """A break in an inner loop that leaves the outer loop running."""
    count = 0
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(range)(rows))
    __for_loop_var_index_1 = 0
    __for_loop_var_len_1 = _jst.Len(__for_loop_iter_iterator_0)

    def for_loop_condition_0():
        nonlocal __break_0, __for_loop_var_index_1, count, i, j
        return __for_loop_var_index_1 < __for_loop_var_len_1

    def for_loop_body_0():
        nonlocal __break_0, __for_loop_var_index_1, count, i, j
        __for_loop_iter_var_0 = __for_loop_iter_iterator_0[__for_loop_var_index_1]
        i = _jst.Unpack(__for_loop_iter_var_0, 1)
        __break_0 = False
        j = 0

        def while_condition_0():
            nonlocal __break_0, count, j
            return _jst.And(lambda : j < cols, lambda : _jst.Not(__break_0))

        def while_body_0():
            nonlocal __break_0, count, j

            def get_args_2():
                nonlocal __break_0
                return __break_0,

            def set_args_2(__args):
                nonlocal __break_0
                __break_0, = __args

            def true_fn_0():
                nonlocal __break_0
                __break_0 = True
                return

            def false_fn_0():
                nonlocal __break_0
                return
            _jst.IfElse(j > i, true_fn_0, false_fn_0, get_args_2, set_args_2, ('__break_0',), push_pop_names=None)

            def get_args_3():
                nonlocal count
                return count,

            def set_args_3(__args):
                nonlocal count
                count, = __args

            def true_fn_1():
                nonlocal count
                count += 1
                return

            def false_fn_1():
                nonlocal count
                return
            _jst.IfElse(_jst.Not(__break_0), true_fn_1, false_fn_1, get_args_3, set_args_3, ('count',), push_pop_names=None)
            j += 1

        def get_args_0():
            nonlocal __break_0, count, j
            return __break_0, count, j

        def set_args_0(__args):
            nonlocal __break_0, count, j
            __break_0, count, j = __args
        _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('__break_0', 'count', 'j'), push_pop_names=None)
        __for_loop_var_index_1 += 1

    def get_args_1():
        nonlocal __break_0, __for_loop_var_index_1, count, i, j
        return __break_0, __for_loop_var_index_1, count, i, j

    def set_args_1(__args):
        nonlocal __break_0, __for_loop_var_index_1, count, i, j
        __break_0, __for_loop_var_index_1, count, i, j = __args
    _jst.While(for_loop_condition_0, for_loop_body_0, get_args_1, set_args_1, return_name_ids=('__break_0', '__for_loop_var_index_1', 'count', 'i', 'j'), push_pop_names=None)
    __return_value_0 = count
    return __return_value_0
