def nested_for_continue_outer_break(n: int) ->int:
    j = _jst.UndefinedVar('j')
    __continue_0 = _jst.UndefinedVar('__continue_0')
    __return_value_0 = None
    """A continue in an inner for loop and a break in the outer one."""
    total = 0
    __break_0 = False
    i = 0

    def while_condition_0():
        nonlocal __break_0, __continue_0, i, j, total
        return _jst.And(lambda : i < n, lambda : _jst.Not(__break_0))

    def while_body_0():
        nonlocal __break_0, __continue_0, i, j, total

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
        _jst.IfElse(total > 12, true_fn_0, false_fn_0, get_args_2, set_args_2, ('__break_0',), push_pop_names=None)

        def get_args_5():
            nonlocal __continue_0, j, total
            return __continue_0, j, total

        def set_args_5(__args):
            nonlocal __continue_0, j, total
            __continue_0, j, total = __args

        def true_fn_3():
            nonlocal __continue_0, j, total
            __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(range)(n))
            __for_loop_var_index_1 = 0
            __for_loop_var_len_1 = _jst.Len(__for_loop_iter_iterator_0)

            def for_loop_condition_0():
                nonlocal __continue_0, __for_loop_var_index_1, j, total
                return __for_loop_var_index_1 < __for_loop_var_len_1

            def for_loop_body_0():
                nonlocal __continue_0, __for_loop_var_index_1, j, total
                __for_loop_iter_var_0 = __for_loop_iter_iterator_0[__for_loop_var_index_1]
                j = _jst.Unpack(__for_loop_iter_var_0, 1)
                __continue_0 = False

                def get_args_3():
                    nonlocal __continue_0
                    return __continue_0,

                def set_args_3(__args):
                    nonlocal __continue_0
                    __continue_0, = __args

                def true_fn_1():
                    nonlocal __continue_0
                    __continue_0 = True
                    return

                def false_fn_1():
                    nonlocal __continue_0
                    return
                _jst.IfElse(i == j, true_fn_1, false_fn_1, get_args_3, set_args_3, ('__continue_0',), push_pop_names=None)

                def get_args_4():
                    nonlocal total
                    return total,

                def set_args_4(__args):
                    nonlocal total
                    total, = __args

                def true_fn_2():
                    nonlocal total
                    total += j
                    return

                def false_fn_2():
                    nonlocal total
                    return
                _jst.IfElse(_jst.Not(__continue_0), true_fn_2, false_fn_2, get_args_4, set_args_4, ('total',), push_pop_names=None)
                __for_loop_var_index_1 += 1

            def get_args_0():
                nonlocal __continue_0, __for_loop_var_index_1, j, total
                return __continue_0, __for_loop_var_index_1, j, total

            def set_args_0(__args):
                nonlocal __continue_0, __for_loop_var_index_1, j, total
                __continue_0, __for_loop_var_index_1, j, total = __args
            _jst.While(for_loop_condition_0, for_loop_body_0, get_args_0, set_args_0, return_name_ids=('__continue_0', '__for_loop_var_index_1', 'j', 'total'), push_pop_names=None)
            return

        def false_fn_3():
            nonlocal __continue_0, j, total
            return
        _jst.IfElse(_jst.Not(__break_0), true_fn_3, false_fn_3, get_args_5, set_args_5, ('__continue_0', 'j', 'total'), push_pop_names=None)
        i += 1

    def get_args_1():
        nonlocal __break_0, __continue_0, i, j, total
        return __break_0, __continue_0, i, j, total

    def set_args_1(__args):
        nonlocal __break_0, __continue_0, i, j, total
        __break_0, __continue_0, i, j, total = __args
    _jst.While(while_condition_0, while_body_0, get_args_1, set_args_1, return_name_ids=('__break_0', '__continue_0', 'i', 'j', 'total'), push_pop_names=None)
    __return_value_0 = total
    return __return_value_0
