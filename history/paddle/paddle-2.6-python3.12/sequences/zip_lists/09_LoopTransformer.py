def zip_lists(xs: List[int], ys: List[int]) ->List[int]:
    y = _jst.UndefinedVar('y')
    x = _jst.UndefinedVar('x')
    __return_value_0 = None
    """Pairs two lists with zip and builds a list of sums."""
    out: List[int] = []
    __for_loop_iter_iterator_0 = _jst.Indexable(zip(xs, ys))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(__for_loop_iter_iterator_0)

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, x, y
        return __for_loop_var_index_0 < __for_loop_var_len_0

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, x, y
        __for_loop_iter_var_0 = __for_loop_iter_iterator_0[__for_loop_var_index_0]
        x, y = _jst.Unpack(__for_loop_iter_var_0, [1, 1])
        out.append(x + y)
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, out, x, y
        return __for_loop_var_index_0, out, x, y

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, out, x, y
        __for_loop_var_index_0, out, x, y = __args
    _jst.While(for_loop_condition_0, for_loop_body_0, get_args_0, set_args_0, return_name_ids=('__for_loop_var_index_0', 'x', 'y'), push_pop_names=('out',))
    __return_value_0 = out
    return __return_value_0
