def for_over_tensor(x):
    __return_value_0 = None
    """A for over a tensor's rows: Paddle turns it into a while over the first dimension. AutoGraph iterates with a
    tf.while_loop; TorchScript and Dynamo unroll over a fixed size."""
    total = paddle.zeros([2])
    for row in x:
        total = total + row
    __return_value_0 = total
    return __return_value_0
