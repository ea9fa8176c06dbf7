def nested_for(rows: _jst.Ld(int), cols: _jst.Ld(int)) ->_jst.Ld(int):
    j = _jst.UndefinedVar('j')
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Two nested for loops over range accumulating a product sum."""
    total = 0
    __for_loop_iter_iterator_1 = _jst.Indexable(_jst.Call(_jst.Ld(range))(_jst.Ld(rows)))
    __for_loop_var_index_1 = 0
    __for_loop_var_len_1 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_1))

    def for_loop_condition_1():
        nonlocal __for_loop_var_index_1, i, j, total
        return _jst.Ld(__for_loop_var_index_1) < _jst.Ld(__for_loop_var_len_1)

    def for_loop_body_1():
        nonlocal __for_loop_var_index_1, i, j, total
        __for_loop_iter_var_1 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_1)[_jst.Ld(__for_loop_var_index_1)])
        i = _jst.Unpack(__for_loop_iter_var_1, 1)
        __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(_jst.Ld(range))(_jst.Ld(cols)))
        __for_loop_var_index_0 = 0
        __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

        def for_loop_condition_0():
            nonlocal __for_loop_var_index_0, j, total
            return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

        def for_loop_body_0():
            nonlocal __for_loop_var_index_0, j, total
            __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
            j = _jst.Unpack(__for_loop_iter_var_0, 1)
            total += _jst.Ld(i) * _jst.Ld(j)
            __for_loop_var_index_0 += 1

        def get_args_0():
            nonlocal __for_loop_var_index_0, j, total
            return _jst.Ld(__for_loop_var_index_0), _jst.Ld(j), _jst.Ld(total)

        def set_args_0(__args):
            nonlocal __for_loop_var_index_0, j, total
            __for_loop_var_index_0, j, total = _jst.Ld(__args)
        _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__for_loop_var_index_0', 'j', 'total'), push_pop_names=None)
        __for_loop_var_index_1 += 1

    def get_args_1():
        nonlocal __for_loop_var_index_1, i, j, total
        return _jst.Ld(__for_loop_var_index_1), _jst.Ld(i), _jst.Ld(j), _jst.Ld(total)

    def set_args_1(__args):
        nonlocal __for_loop_var_index_1, i, j, total
        __for_loop_var_index_1, i, j, total = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_1), _jst.Ld(for_loop_body_1), _jst.Ld(get_args_1), _jst.Ld(set_args_1), return_name_ids=('__for_loop_var_index_1', 'i', 'j', 'total'), push_pop_names=None)
    __return_value_0 = _jst.Ld(total)
    return _jst.Ld(__return_value_0)
