def list_setitem(xs: List[int]) ->List[int]:
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Assigns list items by index in a loop."""
    ys = list(xs)
    __for_loop_iter_iterator_0 = _jst.Indexable(range(len(ys)))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(__for_loop_iter_iterator_0)

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, i, ys
        return __for_loop_var_index_0 < __for_loop_var_len_0

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, i, ys
        __for_loop_iter_var_0 = __for_loop_iter_iterator_0[__for_loop_var_index_0]
        i = _jst.Unpack(__for_loop_iter_var_0, 1)
        ys[i] = ys[i] * 10
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, i, ys
        return __for_loop_var_index_0, i, ys

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, i, ys
        __for_loop_var_index_0, i, ys = __args
    _jst.While(for_loop_condition_0, for_loop_body_0, get_args_0, set_args_0, return_name_ids=('__for_loop_var_index_0', 'i', 'ys'), push_pop_names=None)
    __return_value_0 = ys
    return __return_value_0
