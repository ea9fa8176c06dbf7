def list_append_loop(x):
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Appends tensors to a list in a Python for: the loop is unrolled, the list stays Python. AutoGraph needs LISTS to
    stage it; TorchScript types the list."""
    parts = []
    __for_loop_iter_iterator_0 = _jst.Indexable(range(3))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(__for_loop_iter_iterator_0)

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, i
        return __for_loop_var_index_0 < __for_loop_var_len_0

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, i
        __for_loop_iter_var_0 = __for_loop_iter_iterator_0[__for_loop_var_index_0]
        i = _jst.Unpack(__for_loop_iter_var_0, 1)
        parts.append(x * float(i))
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, i, parts
        return __for_loop_var_index_0, i, parts

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, i, parts
        __for_loop_var_index_0, i, parts = __args
    _jst.While(for_loop_condition_0, for_loop_body_0, get_args_0, set_args_0, return_name_ids=('__for_loop_var_index_0', 'i'), push_pop_names=('parts',))
    __return_value_0 = paddle.stack(parts)
    return __return_value_0
