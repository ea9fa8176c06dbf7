def forward(self, x):
    layer = _jst.UndefinedVar('layer')
    __return_value_0 = None
    __for_loop_iter_iterator_0 = _jst.Indexable(self.layers)
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(__for_loop_iter_iterator_0)

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, layer, x
        return __for_loop_var_index_0 < __for_loop_var_len_0

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, layer, x
        __for_loop_iter_var_0 = __for_loop_iter_iterator_0[__for_loop_var_index_0]
        layer = _jst.Unpack(__for_loop_iter_var_0, 1)
        x = _jst.Call(F.tanh)(_jst.Call(layer)(x))
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, layer, x
        return __for_loop_var_index_0, layer, x

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, layer, x
        __for_loop_var_index_0, layer, x = __args
    _jst.While(for_loop_condition_0, for_loop_body_0, get_args_0, set_args_0, return_name_ids=('__for_loop_var_index_0', 'layer', 'x'), push_pop_names=None)
    __return_value_0 = x
    return __return_value_0
