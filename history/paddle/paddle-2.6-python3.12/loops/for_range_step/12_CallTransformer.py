def for_range_step(start: int, stop: int) ->int:
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """A for loop over range with start, stop and a step of 3."""
    total = 0
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(range)(start, stop, 3))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(__for_loop_iter_iterator_0)

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, i, total
        return __for_loop_var_index_0 < __for_loop_var_len_0

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, i, total
        __for_loop_iter_var_0 = __for_loop_iter_iterator_0[__for_loop_var_index_0]
        i = _jst.Unpack(__for_loop_iter_var_0, 1)
        total += i
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, i, total
        return __for_loop_var_index_0, i, total

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, i, total
        __for_loop_var_index_0, i, total = __args
    _jst.While(for_loop_condition_0, for_loop_body_0, get_args_0, set_args_0, return_name_ids=('__for_loop_var_index_0', 'i', 'total'), push_pop_names=None)
    __return_value_0 = total
    return __return_value_0
