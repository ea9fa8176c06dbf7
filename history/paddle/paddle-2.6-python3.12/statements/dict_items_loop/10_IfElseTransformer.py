def dict_items_loop(d: Dict[str, int]) ->int:
    v = _jst.UndefinedVar('v')
    k = _jst.UndefinedVar('k')
    __return_value_0 = None
    """Iterates over a dict's items, unpacking key and value."""
    total = 0
    __for_loop_iter_iterator_0 = _jst.Indexable(d.items())
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(__for_loop_iter_iterator_0)

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, k, total, v
        return __for_loop_var_index_0 < __for_loop_var_len_0

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, k, total, v
        __for_loop_iter_var_0 = __for_loop_iter_iterator_0[__for_loop_var_index_0]
        k, v = _jst.Unpack(__for_loop_iter_var_0, [1, 1])

        def get_args_1():
            nonlocal total
            return total,

        def set_args_1(__args):
            nonlocal total
            total, = __args

        def true_fn_0():
            nonlocal total
            total += v
            return

        def false_fn_0():
            nonlocal total
            return
        _jst.IfElse(k != 'b', true_fn_0, false_fn_0, get_args_1, set_args_1, ('total',), push_pop_names=None)
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, k, total, v
        return __for_loop_var_index_0, k, total, v

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, k, total, v
        __for_loop_var_index_0, k, total, v = __args
    _jst.While(for_loop_condition_0, for_loop_body_0, get_args_0, set_args_0, return_name_ids=('__for_loop_var_index_0', 'k', 'total', 'v'), push_pop_names=None)
    __return_value_0 = total
    return __return_value_0
