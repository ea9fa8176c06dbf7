def while_on_tensor(n):
    __return_value_0 = None
    """A while whose condition is a tensor: LoopTransformer makes a _jst.While (pd_op.while). AutoGraph makes a
    tf.while_loop; TorchScript a prim::Loop; fx and export cannot loop on a value."""
    total = _jst.Ld(_jst.Ld(paddle).zeros)([1])
    i = _jst.Ld(_jst.Ld(paddle).to_tensor)(0)

    def while_condition_0():
        nonlocal i, total
        return _jst.Ld(i) < _jst.Ld(n)

    def while_body_0():
        nonlocal i, total
        total = _jst.Ld(total) + 1.0
        i = _jst.Ld(i) + 1

    def get_args_0():
        nonlocal i, total
        return _jst.Ld(i), _jst.Ld(total)

    def set_args_0(__args):
        nonlocal i, total
        i, total = _jst.Ld(__args)
    _jst.While(_jst.Ld(while_condition_0), _jst.Ld(while_body_0), _jst.Ld(get_args_0), _jst.Ld(set_args_0), return_name_ids=('i', 'total'), push_pop_names=None)
    __return_value_0 = _jst.Ld(total)
    return _jst.Ld(__return_value_0)
