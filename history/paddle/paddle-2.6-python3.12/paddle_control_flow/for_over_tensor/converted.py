def for_over_tensor(x):
    row = _jst.UndefinedVar('row')
    __return_value_0 = None
    """A for over a tensor's rows: Paddle turns it into a while over the first dimension. AutoGraph iterates with a
    tf.while_loop; TorchScript and Dynamo unroll over a fixed size."""
    total = _jst.Ld(_jst.Ld(paddle).zeros)([2])
    __for_loop_iter_iterator_0 = _jst.Indexable(_jst.Ld(x))
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(_jst.Ld(__for_loop_iter_iterator_0))

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, row, total
        return _jst.Ld(__for_loop_var_index_0) < _jst.Ld(__for_loop_var_len_0)

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, row, total
        __for_loop_iter_var_0 = _jst.Ld(_jst.Ld(__for_loop_iter_iterator_0)[_jst.Ld(__for_loop_var_index_0)])
        row = _jst.Unpack(__for_loop_iter_var_0, 1)
        total = _jst.Ld(total) + _jst.Ld(row)
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, row, total
        return _jst.Ld(__for_loop_var_index_0), _jst.Ld(row), _jst.Ld(total)

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, row, total
        __for_loop_var_index_0, row, total = _jst.Ld(__args)
    _jst.While(_jst.Ld(for_loop_condition_0), _jst.Ld(for_loop_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('__for_loop_var_index_0', 'row', 'total'), push_pop_names=None)
    __return_value_0 = _jst.Ld(total)
    return _jst.Ld(__return_value_0)
