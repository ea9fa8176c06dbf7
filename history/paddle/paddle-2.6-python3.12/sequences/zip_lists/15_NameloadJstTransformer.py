def zip_lists(xs: _jst.Ld(_jst.Ld(List)[_jst.Ld(int)]), ys: _jst.Ld(_jst.Ld(List)[_jst.Ld(int)])) ->_jst.Ld(_jst.Ld(List)[_jst.Ld(int)]):
    y = _jst.UndefinedVar('y')
    x = _jst.UndefinedVar('x')
    __return_value_0 = None
    """Pairs two lists with zip and builds a list of sums."""
    out: _jst.Ld(_jst.Ld(List)[_jst.Ld(int)]) = []
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Call(_jst.Ld(zip))(_jst.Ld(xs), _jst.Ld(ys)))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, x, y
        return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, x, y
        __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
        x, y = _jst.Unpack(__for_loop_iter_var_0, [1, 1])
        _jst.Call(_jst.Ld(_jst.Ld(out).append))(_jst.Ld(x) + _jst.Ld(y))
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, out, x, y
        return _jst.Ld(__for_loop_var_index_0), _jst.Ld(out), _jst.Ld(x), _jst.Ld(y)

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, out, x, y
        __for_loop_var_index_0, out, x, y = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__for_loop_var_index_0', 'x', 'y'), push_pop_names=('out',))
    __return_value_0 = _jst.Ld(out)
    return _jst.Ld(__return_value_0)
