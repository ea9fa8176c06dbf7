def list_append(n):
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Builds a list of squares with append in a for loop."""
    out: _jst.Ld(_jst.Ld(List)[_jst.Ld(int)]) = []
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(_jst.Ld(range))(_jst.Ld(n)))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, i
        return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, i
        __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
        i = _jst.Unpack(__for_loop_iter_var_0, 1)
        _jst.Call(_jst.Ld(_jst.Ld(out).append))(_jst.Ld(i) * _jst.Ld(i))
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, i, out
        return _jst.Ld(__for_loop_var_index_0), _jst.Ld(i), _jst.Ld(out)

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, i, out
        __for_loop_var_index_0, i, out = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__for_loop_var_index_0', 'i'), push_pop_names=('out',))
    __return_value_0 = _jst.Ld(out)
    return _jst.Ld(__return_value_0)
