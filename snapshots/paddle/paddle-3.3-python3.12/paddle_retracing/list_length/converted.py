def list_length(x, ns):
    n = _jst.UndefinedVar('n')
    __return_0 = False
    __return_value_0 = None
    'A list of Python numbers is guarded by its length: a longer list, a new translation.'
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Ld(ns))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, n, x
        return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, n, x
        __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
        n = _jst.Unpack(__for_loop_iter_var_0, 1)
        x = _jst.Ld(x) * _jst.Ld(n)
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, n, x
        return (_jst.Ld(__for_loop_var_index_0), _jst.Ld(n), _jst.Ld(x))

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, n, x
        __for_loop_var_index_0, n, x = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__for_loop_var_index_0', 'n', 'x'), push_pop_names=None)
    __return_value_0 = _jst.Ld(x)
    return _jst.Ld(__return_value_0)
