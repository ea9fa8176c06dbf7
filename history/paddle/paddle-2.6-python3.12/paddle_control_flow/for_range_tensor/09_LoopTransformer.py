def for_range_tensor(x, n):
    _ = _jst.UndefinedVar('_')
    __return_value_0 = None
    """A for over range(tensor): a loop whose trip count is data. AutoGraph makes a tf.while_loop; TorchScript needs an
    int; export and fx cannot take range of a tensor."""
    __for_loop_iter_iterator_0 = _jst.Indexable(range(n))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(__for_loop_iter_iterator_0)

    def for_loop_condition_0():
        nonlocal _, __for_loop_var_index_0, x
        return __for_loop_var_index_0 < __for_loop_var_len_0

    def for_loop_body_0():
        nonlocal _, __for_loop_var_index_0, x
        __for_loop_iter_var_0 = __for_loop_iter_iterator_0[__for_loop_var_index_0]
        _ = _jst.Unpack(__for_loop_iter_var_0, 1)
        x = x * 2.0
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal _, __for_loop_var_index_0, x
        return _, __for_loop_var_index_0, x

    def set_args_0(__args):
        nonlocal _, __for_loop_var_index_0, x
        _, __for_loop_var_index_0, x = __args
    _jst.While(for_loop_condition_0, for_loop_body_0, get_args_0, set_args_0, return_name_ids=('_', '__for_loop_var_index_0', 'x'), push_pop_names=None)
    __return_value_0 = x
    return __return_value_0
