def list_append_loop(x):
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Appends tensors to a list in a Python for: the loop is unrolled, the list stays Python. AutoGraph needs LISTS to
    stage it; TorchScript types the list."""
    parts = []
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(_jst.Ld(range))(3))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, i
        return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, i
        __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
        i = _jst.Unpack(__for_loop_iter_var_0, 1)
        _jst.Call(_jst.Ld(_jst.Ld(parts).append))(_jst.Ld(x) * _jst.AsDtype(_jst.Ld(i), 'float'))
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, i, parts
        return _jst.Ld(__for_loop_var_index_0), _jst.Ld(i), _jst.Ld(parts)

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, i, parts
        __for_loop_var_index_0, i, parts = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__for_loop_var_index_0', 'i'), push_pop_names=('parts',))
    __return_value_0 = _jst.Ld(_jst.Ld(paddle).stack)(_jst.Ld(parts))
    return _jst.Ld(__return_value_0)
