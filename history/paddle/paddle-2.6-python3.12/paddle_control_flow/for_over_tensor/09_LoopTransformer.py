def for_over_tensor(x):
    row = _jst.UndefinedVar('row')
    __return_value_0 = None
    """A for over a tensor's rows: Paddle turns it into a while over the first dimension. AutoGraph iterates with a
    tf.while_loop; TorchScript and Dynamo unroll over a fixed size."""
    total = paddle.zeros([2])
    __for_loop_iter_iterator_0 = _jst.Indexable(x)
    __for_loop_var_index_0 = 0
    __for_loop_var_len_0 = _jst.Len(__for_loop_iter_iterator_0)

    def for_loop_condition_0():
        nonlocal __for_loop_var_index_0, row, total
        return __for_loop_var_index_0 < __for_loop_var_len_0

    def for_loop_body_0():
        nonlocal __for_loop_var_index_0, row, total
        __for_loop_iter_var_0 = __for_loop_iter_iterator_0[__for_loop_var_index_0]
        row = _jst.Unpack(__for_loop_iter_var_0, 1)
        total = total + row
        __for_loop_var_index_0 += 1

    def get_args_0():
        nonlocal __for_loop_var_index_0, row, total
        return __for_loop_var_index_0, row, total

    def set_args_0(__args):
        nonlocal __for_loop_var_index_0, row, total
        __for_loop_var_index_0, row, total = __args
    _jst.While(for_loop_condition_0, for_loop_body_0, get_args_0, set_args_0, return_name_ids=('__for_loop_var_index_0', 'row', 'total'), push_pop_names=None)
    __return_value_0 = total
    return __return_value_0
