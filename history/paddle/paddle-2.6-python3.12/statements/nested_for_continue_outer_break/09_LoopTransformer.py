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
        if total > 12:
            __break_0 = True
        if _jst.Not(__break_0):
            __for_loop_iter_iterator_0 = _jst.Indexable(range(n))
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
                if i == j:
                    __continue_0 = True
                if _jst.Not(__continue_0):
                    total += j
                __for_loop_var_index_1 += 1

            def get_args_0():
                nonlocal __continue_0, __for_loop_var_index_1, j, total
                return __continue_0, __for_loop_var_index_1, j, total

            def set_args_0(__args):
                nonlocal __continue_0, __for_loop_var_index_1, j, total
                __continue_0, __for_loop_var_index_1, j, total = __args
            _jst.While(for_loop_condition_0, for_loop_body_0, get_args_0, set_args_0, return_name_ids=('__continue_0', '__for_loop_var_index_1', 'j', 'total'), push_pop_names=None)
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
