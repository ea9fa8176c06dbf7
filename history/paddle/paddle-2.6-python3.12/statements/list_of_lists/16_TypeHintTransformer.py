def list_of_lists(n):
    row = _jst.UndefinedVar('row')
    j = _jst.UndefinedVar('j')
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Builds a list of lists with nested loops, appending rows and cells."""
    rows: _jst.Ld(_jst.Ld(List)[_jst.Ld(_jst.Ld(List)[_jst.Ld(int)])]) = []
    __for_loop_iter_iterator_1 = _jst.Indexable(_jst.Call(_jst.Ld(range))(_jst.Ld(n)))
    __for_loop_var_index_1 = 0
    __for_loop_var_len_1 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_1))

    def for_loop_condition_1():
        nonlocal __for_loop_var_index_1, i, j, row
        return _jst.Ld(__for_loop_var_index_1) < _jst.Ld(__for_loop_var_len_1)

    def for_loop_body_1():
        nonlocal __for_loop_var_index_1, i, j, row
        __for_loop_iter_var_1 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_1)[_jst.Ld(__for_loop_var_index_1)])
        i = _jst.Unpack(__for_loop_iter_var_1, 1)
        row: _jst.Ld(_jst.Ld(List)[_jst.Ld(int)]) = []
        __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(_jst.Ld(range))(_jst.Ld(i) + 1))
        __for_loop_var_index_0 = 0
        __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

        def for_loop_condition_0():
            nonlocal __for_loop_var_index_0, j
            return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

        def for_loop_body_0():
            nonlocal __for_loop_var_index_0, j
            __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
            j = _jst.Unpack(__for_loop_iter_var_0, 1)
            _jst.Call(_jst.Ld(_jst.Ld(row).append))(_jst.Ld(i) * _jst.Ld(j))
            __for_loop_var_index_0 += 1

        def get_args_0():
            nonlocal __for_loop_var_index_0, j, row
            return _jst.Ld(__for_loop_var_index_0), _jst.Ld(j), _jst.Ld(row)

        def set_args_0(__args):
            nonlocal __for_loop_var_index_0, j, row
            __for_loop_var_index_0, j, row = _jst.Ld(__args)
        _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__for_loop_var_index_0', 'j'), push_pop_names=('row',))
        _jst.Call(_jst.Ld(_jst.Ld(rows).append))(_jst.Ld(row))
        __for_loop_var_index_1 += 1

    def get_args_1():
        nonlocal __for_loop_var_index_1, i, j, row, rows
        return _jst.Ld(__for_loop_var_index_1), _jst.Ld(i), _jst.Ld(j), _jst.Ld(row), _jst.Ld(rows)

    def set_args_1(__args):
        nonlocal __for_loop_var_index_1, i, j, row, rows
        __for_loop_var_index_1, i, j, row, rows = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_1), _jst.Ld(for_loop_body_1), _jst.Ld(get_args_1), _jst.Ld(set_args_1), return_name_ids=('__for_loop_var_index_1', 'i', 'j', 'row'), push_pop_names=('rows', 'row'))
    __return_value_0 = _jst.Ld(rows)
    return _jst.Ld(__return_value_0)
