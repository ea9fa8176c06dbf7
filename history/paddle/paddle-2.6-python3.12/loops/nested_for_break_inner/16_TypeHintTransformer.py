def nested_for_break_inner(rows, cols):
    j = _jst.UndefinedVar('j')
    i = _jst.UndefinedVar('i')
    __break_0 = _jst.UndefinedVar('__break_0')
    __return_value_0 = None
    """A break in an inner loop that leaves the outer loop running."""
    count = 0
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(_jst.Ld(range))(_jst.Ld(rows)))
    __for_loop_var_index_1 = 0
    __for_loop_var_len_1 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

    def for_loop_condition_0():
        nonlocal __break_0, __for_loop_var_index_1, count, i, j
        return _jst.Ld(__for_loop_var_index_1) < _jst.Ld(__for_loop_var_len_1)

    def for_loop_body_0():
        nonlocal __break_0, __for_loop_var_index_1, count, i, j
        __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_1)])
        i = _jst.Unpack(__for_loop_iter_var_0, 1)
        __break_0 = False
        j = 0

        def while_condition_0():
            nonlocal __break_0, count, j
            return _jst.And(lambda : _jst.Ld(j) < _jst.Ld(cols), lambda : _jst.Not(_jst.Ld(__break_0)))

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
            _jst.IfElse(_jst.Ld(j) > _jst.Ld(i), _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_2), _jst.Ld(set_args_2), ('__break_0',), push_pop_names=None)

            def get_args_3():
                nonlocal count
                return _jst.Ld(count),

            def set_args_3(__args):
                nonlocal count
                count, = _jst.Ld(__args)

            def true_fn_1():
                nonlocal count
                count += 1
                return

            def false_fn_1():
                nonlocal count
                return
            _jst.IfElse(_jst.Not(_jst.Ld(__break_0)), _jst.Ld(true_fn_1), _jst.Ld(false_fn_1), _jst.Ld(get_args_3), _jst.Ld(set_args_3), ('count',), push_pop_names=None)
            j += 1

        def get_args_0():
            nonlocal __break_0, count, j
            return _jst.Ld(__break_0), _jst.Ld(count), _jst.Ld(j)

        def set_args_0(__args):
            nonlocal __break_0, count, j
            __break_0, count, j = _jst.Ld(__args)
        _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__break_0', 'count', 'j'), push_pop_names=None)
        __for_loop_var_index_1 += 1

    def get_args_1():
        nonlocal __break_0, __for_loop_var_index_1, count, i, j
        return _jst.Ld(__break_0), _jst.Ld(__for_loop_var_index_1), _jst.Ld(count), _jst.Ld(i), _jst.Ld(j)

    def set_args_1(__args):
        nonlocal __break_0, __for_loop_var_index_1, count, i, j
        __break_0, __for_loop_var_index_1, count, i, j = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_1), _jst.Ld(set_args_1), return_name_ids=('__break_0', '__for_loop_var_index_1', 'count', 'i', 'j'), push_pop_names=None)
    __return_value_0 = _jst.Ld(count)
    return _jst.Ld(__return_value_0)
