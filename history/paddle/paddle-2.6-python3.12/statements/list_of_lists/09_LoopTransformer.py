def list_of_lists(n: int) ->List[List[int]]:
    row = _jst.UndefinedVar('row')
    j = _jst.UndefinedVar('j')
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Builds a list of lists with nested loops, appending rows and cells."""
    rows: List[List[int]] = []
    __for_loop_iter_iterator_1 = _jst.Indexable(range(n))
    __for_loop_var_index_1 = 0
    __for_loop_var_len_1 = _jst.Len(__for_loop_iter_iterator_1)

    def for_loop_condition_1():
        nonlocal __for_loop_var_index_1, i, j, row
        return __for_loop_var_index_1 < __for_loop_var_len_1

    def for_loop_body_1():
        nonlocal __for_loop_var_index_1, i, j, row
        __for_loop_iter_var_1 = __for_loop_iter_iterator_1[__for_loop_var_index_1]
        i = _jst.Unpack(__for_loop_iter_var_1, 1)
        row: List[int] = []
        __for_loop_iter_iterator_0 = _jst.Indexable(range(i + 1))
        __for_loop_var_index_0 = 0
        __for_loop_var_len_0 = _jst.Len(__for_loop_iter_iterator_0)

        def for_loop_condition_0():
            nonlocal __for_loop_var_index_0, j
            return __for_loop_var_index_0 < __for_loop_var_len_0

        def for_loop_body_0():
            nonlocal __for_loop_var_index_0, j
            __for_loop_iter_var_0 = __for_loop_iter_iterator_0[__for_loop_var_index_0]
            j = _jst.Unpack(__for_loop_iter_var_0, 1)
            row.append(i * j)
            __for_loop_var_index_0 += 1

        def get_args_0():
            nonlocal __for_loop_var_index_0, j, row
            return __for_loop_var_index_0, j, row

        def set_args_0(__args):
            nonlocal __for_loop_var_index_0, j, row
            __for_loop_var_index_0, j, row = __args
        _jst.While(for_loop_condition_0, for_loop_body_0, get_args_0, set_args_0, return_name_ids=('__for_loop_var_index_0', 'j'), push_pop_names=('row',))
        rows.append(row)
        __for_loop_var_index_1 += 1

    def get_args_1():
        nonlocal __for_loop_var_index_1, i, j, row, rows
        return __for_loop_var_index_1, i, j, row, rows

    def set_args_1(__args):
        nonlocal __for_loop_var_index_1, i, j, row, rows
        __for_loop_var_index_1, i, j, row, rows = __args
    _jst.While(for_loop_condition_1, for_loop_body_1, get_args_1, set_args_1, return_name_ids=('__for_loop_var_index_1', 'i', 'j', 'row'), push_pop_names=('rows', 'row'))
    __return_value_0 = rows
    return __return_value_0
