def for_continue(n: _jst.Ld(int)) ->_jst.Ld(int):
    i = _jst.UndefinedVar('i')
    __continue_0 = _jst.UndefinedVar('__continue_0')
    __return_value_0 = None
    """A for loop over range that skips odd numbers with continue."""
    total = 0
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(_jst.Ld(range))(_jst.Ld(n)))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

    def for_loop_condition_0():
        nonlocal __continue_0, __for_loop_var_index_0, i, total
        return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

    def for_loop_body_0():
        nonlocal __continue_0, __for_loop_var_index_0, i, total
        __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
        i = _jst.Unpack(__for_loop_iter_var_0, 1)
        __continue_0 = False

        def get_args_1():
            nonlocal __continue_0
            return _jst.Ld(__continue_0),

        def set_args_1(__args):
            nonlocal __continue_0
            __continue_0, = _jst.Ld(__args)

        def true_fn_0():
            nonlocal __continue_0
            __continue_0 = True
            return

        def false_fn_0():
            nonlocal __continue_0
            return
        _jst.IfElse(_jst.Ld(i) % 2 == 1, _jst.Ld(true_fn_0), _jst.Ld(false_fn_0), _jst.Ld(get_args_1), _jst.Ld(set_args_1), ('__continue_0',), push_pop_names=None)

        def get_args_2():
            nonlocal total
            return _jst.Ld(total),

        def set_args_2(__args):
            nonlocal total
            total, = _jst.Ld(__args)

        def true_fn_1():
            nonlocal total
            total += _jst.Ld(i)
            return

        def false_fn_1():
            nonlocal total
            return
        _jst.IfElse(_jst.Not(_jst.Ld(__continue_0)), _jst.Ld(true_fn_1), _jst.Ld(false_fn_1), _jst.Ld(get_args_2), _jst.Ld(set_args_2), ('total',), push_pop_names=None)
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __continue_0, __for_loop_var_index_0, i, total
        return _jst.Ld(__continue_0), _jst.Ld(__for_loop_var_index_0), _jst.Ld(i), _jst.Ld(total)

    def set_args_0(__args):
        nonlocal __continue_0, __for_loop_var_index_0, i, total
        __continue_0, __for_loop_var_index_0, i, total = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__continue_0', '__for_loop_var_index_0', 'i', 'total'), push_pop_names=None)
    __return_value_0 = _jst.Ld(total)
    return _jst.Ld(__return_value_0)
