def forward(self, x):
    layer = _jst.UndefinedVar('layer')
    __return_value_0 = None
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Ld(_jst.Ld(self).layers))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, layer, x
        return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, layer, x
        __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
        layer = _jst.Unpack(__for_loop_iter_var_0, 1)
        x = _jst.Call(_jst.Ld(_jst.Ld(F).tanh))(_jst.Call(_jst.Ld(layer))(_jst.Ld(x)))
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, layer, x
        return _jst.Ld(__for_loop_var_index_0), _jst.Ld(layer), _jst.Ld(x)

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, layer, x
        __for_loop_var_index_0, layer, x = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__for_loop_var_index_0', 'layer', 'x'), push_pop_names=None)
    __return_value_0 = _jst.Ld(x)
    return _jst.Ld(__return_value_0)
