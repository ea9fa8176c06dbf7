def dict_items_loop(d):
    v = _jst.UndefinedVar('v')
    k = _jst.UndefinedVar('k')
    __return_value_0 = None
    """Iterates over a dict's items, unpacking key and value."""
    total = 0
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(_jst.Ld(_jst.Ld(d).items))())
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, k, total, v
        return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, k, total, v
        __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
        k, v = _jst.Unpack(__for_loop_iter_var_0, [1, 1])

        def get_args_1():
            nonlocal total
            return _jst.Ld(total),

        def set_args_1(__args):
            nonlocal total
            total, = _jst.Ld(__args)

        def true_fn_0():
            nonlocal total
            total += _jst.Ld(v)
            return

        def false_fn_0():
            nonlocal total
            return
        _jst.IfElse(_jst.Ld(k) != 'b', _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_1), _jst.Ld(set_args_1), ('total',), push_pop_names=None)
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, k, total, v
        return _jst.Ld(__for_loop_var_index_0), _jst.Ld(k), _jst.Ld(total), _jst.Ld(v)

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, k, total, v
        __for_loop_var_index_0, k, total, v = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__for_loop_var_index_0', 'k', 'total', 'v'), push_pop_names=None)
    __return_value_0 = _jst.Ld(total)
    return _jst.Ld(__return_value_0)
