def enumerate_list(xs: List[int]) ->int:
    x = _jst.UndefinedVar('x')
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Iterates with enumerate, unpacking index and value."""
    total = 0
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(enumerate)(xs))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(__for_loop_iter_iterator_0)

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, i, total, x
        return __for_loop_var_index_0 < __for_loop_var_len_0

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, i, total, x
        __for_loop_iter_var_0 = __for_loop_iter_iterator_0[__for_loop_var_index_0]
        i, x = _jst.Unpack(__for_loop_iter_var_0, [1, 1])
        total += i * x
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, i, total, x
        return __for_loop_var_index_0, i, total, x

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, i, total, x
        __for_loop_var_index_0, i, total, x = __args
    _jst.While(for_loop_condition_0, for_loop_body_0, get_args_0, set_args_0, return_name_ids=('__for_loop_var_index_0', 'i', 'total', 'x'), push_pop_names=None)
    __return_value_0 = total
    return __return_value_0
