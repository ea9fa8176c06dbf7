def for_over_list(xs):
    x = _jst.UndefinedVar('x')
    __return_value_0 = None
    """Iterates directly over a list's items (not over range)."""
    total = 0
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Ld(xs))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, total, x
        return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, total, x
        __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
        x = _jst.Unpack(__for_loop_iter_var_0, 1)
        total += _jst.Ld(x)
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, total, x
        return _jst.Ld(__for_loop_var_index_0), _jst.Ld(total), _jst.Ld(x)

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, total, x
        __for_loop_var_index_0, total, x = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__for_loop_var_index_0', 'total', 'x'), push_pop_names=None)
    __return_value_0 = _jst.Ld(total)
    return _jst.Ld(__return_value_0)
