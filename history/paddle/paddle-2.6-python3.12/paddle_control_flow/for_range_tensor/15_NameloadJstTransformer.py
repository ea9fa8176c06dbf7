def for_range_tensor(x, n):
    _ = _jst.UndefinedVar('_')
    __return_value_0 = None
    """A for over range(tensor): a loop whose trip count is data. AutoGraph makes a tf.while_loop; TorchScript needs an
    int; export and fx cannot take range of a tensor."""
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(_jst.Ld(range))(_jst.Ld(n)))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

    def for_loop_condition_0():
        nonlocal _, __for_loop_var_index_0, x
        return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

    def for_loop_body_0():
        nonlocal _, __for_loop_var_index_0, x
        __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
        _ = _jst.Unpack(__for_loop_iter_var_0, 1)
        x = _jst.Ld(x) * 2.0
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal _, __for_loop_var_index_0, x
        return _jst.Ld(_), _jst.Ld(__for_loop_var_index_0), _jst.Ld(x)

    def set_args_0(__args):
        nonlocal _, __for_loop_var_index_0, x
        _, __for_loop_var_index_0, x = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('_', '__for_loop_var_index_0', 'x'), push_pop_names=None)
    __return_value_0 = _jst.Ld(x)
    return _jst.Ld(__return_value_0)
