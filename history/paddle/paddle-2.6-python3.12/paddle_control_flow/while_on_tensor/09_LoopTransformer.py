def while_on_tensor(n):
    __return_value_0 = None
    """A while whose condition is a tensor: LoopTransformer makes a _jst.While (pd_op.while). AutoGraph makes a
    tf.while_loop; TorchScript a prim::Loop; fx and export cannot loop on a value."""
    total = paddle.zeros([1])
    i = paddle.to_tensor(0)

    def while_condition_0():
        nonlocal i, total
        return i < n

    def while_body_0():
        nonlocal i, total
        total = total + 1.0
        i = i + 1

    def get_args_0():
        nonlocal i, total
        return i, total

    def set_args_0(__args):
        nonlocal i, total
        i, total = __args
    _jst.While(while_condition_0, while_body_0, get_args_0, set_args_0, return_name_ids=('i', 'total'), push_pop_names=None)
    __return_value_0 = total
    return __return_value_0
