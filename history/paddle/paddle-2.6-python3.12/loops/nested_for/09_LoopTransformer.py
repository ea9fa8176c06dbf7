def nested_for(rows: int, cols: int) ->int:
    j = _jst.UndefinedVar('j')
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Two nested for loops over range accumulating a product sum."""
    total = 0
    __for_loop_iter_iterator_1 = _jst.Indexable(range(rows))
    __for_loop_var_index_1 = 0
    __for_loop_var_len_1 = _jst.Len(__for_loop_iter_iterator_1)

    def for_loop_condition_1():
        nonlocal __for_loop_var_index_1, i, j, total
        return __for_loop_var_index_1 < __for_loop_var_len_1

    def for_loop_body_1():
        nonlocal __for_loop_var_index_1, i, j, total
        __for_loop_iter_var_1 = __for_loop_iter_iterator_1[__for_loop_var_index_1]
        i = _jst.Unpack(__for_loop_iter_var_1, 1)
        __for_loop_iter_iterator_0 = _jst.Indexable(range(cols))
        __for_loop_var_index_0 = 0
        __for_loop_var_len_0 = _jst.Len(__for_loop_iter_iterator_0)

        def for_loop_condition_0():
            nonlocal __for_loop_var_index_0, j, total
            return __for_loop_var_index_0 < __for_loop_var_len_0

        def for_loop_body_0():
            nonlocal __for_loop_var_index_0, j, total
            __for_loop_iter_var_0 = __for_loop_iter_iterator_0[__for_loop_var_index_0]
            j = _jst.Unpack(__for_loop_iter_var_0, 1)
            total += i * j
            __for_loop_var_index_0 += 1

        def get_args_0():
            nonlocal __for_loop_var_index_0, j, total
            return __for_loop_var_index_0, j, total

        def set_args_0(__args):
            nonlocal __for_loop_var_index_0, j, total
            __for_loop_var_index_0, j, total = __args
        _jst.While(for_loop_condition_0, for_loop_body_0, get_args_0, set_args_0, return_name_ids=('__for_loop_var_index_0', 'j', 'total'), push_pop_names=None)
        __for_loop_var_index_1 += 1

    def get_args_1():
        nonlocal __for_loop_var_index_1, i, j, total
        return __for_loop_var_index_1, i, j, total

    def set_args_1(__args):
        nonlocal __for_loop_var_index_1, i, j, total
        __for_loop_var_index_1, i, j, total = __args
    _jst.While(for_loop_condition_1, for_loop_body_1, get_args_1, set_args_1, return_name_ids=('__for_loop_var_index_1', 'i', 'j', 'total'), push_pop_names=None)
    __return_value_0 = total
    return __return_value_0
