def while_on_tensor(n):
    __return_value_0 = None
    """A while whose condition is a tensor: LoopTransformer makes a _jst.While (pd_op.while). AutoGraph makes a
    tf.while_loop; TorchScript a prim::Loop; fx and export cannot loop on a value."""
    total = paddle.zeros([1])
    i = paddle.to_tensor(0)
    while i < n:
        total = total + 1.0
        i = i + 1
    __return_value_0 = total
    return __return_value_0
