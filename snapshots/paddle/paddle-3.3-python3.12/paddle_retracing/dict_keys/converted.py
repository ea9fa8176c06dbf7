def dict_keys(d):
    value = _jst.UndefinedVar('value')
    __return_0 = False
    __return_value_0 = None
    "A dict's keys are guarded: a new key, a new translation."
    total = _jst.Ld(_jst.Ld(paddle).zeros)([2])
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(_jst.Ld(_jst.Ld(d).values))())
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, total, value
        return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, total, value
        __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
        value = _jst.Unpack(__for_loop_iter_var_0, 1)
        total = _jst.Ld(total) + _jst.Ld(value)
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, total, value
        return (_jst.Ld(__for_loop_var_index_0), _jst.Ld(total), _jst.Ld(value))

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, total, value
        __for_loop_var_index_0, total, value = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__for_loop_var_index_0', 'total', 'value'), push_pop_names=None)
    __return_value_0 = _jst.Ld(total)
    return _jst.Ld(__return_value_0)
