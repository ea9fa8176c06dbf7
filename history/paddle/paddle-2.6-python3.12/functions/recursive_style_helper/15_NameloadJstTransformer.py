def recursive_style_helper(n: _jst.Ld(int)) ->_jst.Ld(int):
    _ = _jst.UndefinedVar('_')
    __return_value_0 = None
    """Calls a helper in a loop, feeding its result back in."""
    v = _jst.Ld(n)
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(_jst.Ld(range))(3))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

    def for_loop_condition_0():
        nonlocal _, __for_loop_var_index_0, v
        return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

    def for_loop_body_0():
        nonlocal _, __for_loop_var_index_0, v
        __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
        _ = _jst.Unpack(__for_loop_iter_var_0, 1)
        v = _jst.Call(_jst.Ld(_helper))(_jst.Ld(v)) % 17
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal _, __for_loop_var_index_0, v
        return _jst.Ld(_), _jst.Ld(__for_loop_var_index_0), _jst.Ld(v)

    def set_args_0(__args):
        nonlocal _, __for_loop_var_index_0, v
        _, __for_loop_var_index_0, v = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('_', '__for_loop_var_index_0', 'v'), push_pop_names=None)
    __return_value_0 = _jst.Ld(v)
    return _jst.Ld(__return_value_0)
