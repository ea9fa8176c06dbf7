def list_append(n: int) ->List[int]:
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Builds a list of squares with append in a for loop."""
    out: List[int] = []
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(range)(n))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(__for_loop_iter_iterator_0)

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, i
        return __for_loop_var_index_0 < __for_loop_var_len_0

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, i
        __for_loop_iter_var_0 = __for_loop_iter_iterator_0[__for_loop_var_index_0]
        i = _jst.Unpack(__for_loop_iter_var_0, 1)
        _jst.Call(out.append)(i * i)
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, i, out
        return __for_loop_var_index_0, i, out

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, i, out
        __for_loop_var_index_0, i, out = __args
    _jst.While(for_loop_condition_0, for_loop_body_0, get_args_0, set_args_0, return_name_ids=('__for_loop_var_index_0', 'i'), push_pop_names=('out',))
    __return_value_0 = out
    return __return_value_0
