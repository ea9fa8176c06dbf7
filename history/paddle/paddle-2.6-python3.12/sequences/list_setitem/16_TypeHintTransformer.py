def list_setitem(xs):
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Assigns list items by index in a loop."""
    ys = _jst.Ld(list)(_jst.Ld(xs))
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(_jst.Ld(range))(_jst.Call(_jst.Ld(len))(_jst.Ld(ys))))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, i, ys
        return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, i, ys
        __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
        i = _jst.Unpack(__for_loop_iter_var_0, 1)
        _jst.Ld(ys)[_jst.Ld(i)] = _jst.Ld(_jst.Ld(ys)[_jst.Ld(i)]) * 10
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, i, ys
        return _jst.Ld(__for_loop_var_index_0), _jst.Ld(i), _jst.Ld(ys)

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, i, ys
        __for_loop_var_index_0, i, ys = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__for_loop_var_index_0', 'i', 'ys'), push_pop_names=None)
    __return_value_0 = _jst.Ld(ys)
    return _jst.Ld(__return_value_0)
