def string_concat_in_loop(n: _jst.Ld(int)) ->_jst.Ld(str):
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Concatenates strings chosen by a conditional expression in a loop."""
    s = ''
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(_jst.Ld(range))(_jst.Ld(n)))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, i, s
        return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, i, s
        __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
        i = _jst.Unpack(__for_loop_iter_var_0, 1)
        s = _jst.Ld(s) + _jst.IfElse(_jst.Ld(i) % 2 == 0, lambda : 'x', lambda : 'o', lambda : None, lambda args: None, None, push_pop_names=None)
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, i, s
        return _jst.Ld(__for_loop_var_index_0), _jst.Ld(i), _jst.Ld(s)

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, i, s
        __for_loop_var_index_0, i, s = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__for_loop_var_index_0', 'i', 's'), push_pop_names=None)
    __return_value_0 = _jst.Ld(s)
    return _jst.Ld(__return_value_0)
