def recursive_style_helper(n: int) ->int:
    _ = _jst.UndefinedVar('_')
    __return_value_0 = None
    """Calls a helper in a loop, feeding its result back in."""
    v = n
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(range)(3))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(__for_loop_iter_iterator_0)

    def for_loop_condition_0():
        nonlocal _, __for_loop_var_index_0, v
        return __for_loop_var_index_0 < __for_loop_var_len_0

    def for_loop_body_0():
        nonlocal _, __for_loop_var_index_0, v
        __for_loop_iter_var_0 = __for_loop_iter_iterator_0[__for_loop_var_index_0]
        _ = _jst.Unpack(__for_loop_iter_var_0, 1)
        v = _jst.Call(_helper)(v) % 17
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal _, __for_loop_var_index_0, v
        return _, __for_loop_var_index_0, v

    def set_args_0(__args):
        nonlocal _, __for_loop_var_index_0, v
        _, __for_loop_var_index_0, v = __args
    _jst.While(for_loop_condition_0, for_loop_body_0, get_args_0, set_args_0, return_name_ids=('_', '__for_loop_var_index_0', 'v'), push_pop_names=None)
    __return_value_0 = v
    return __return_value_0
