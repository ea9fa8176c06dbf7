def branches_differ_in_shape(x):
    """A tensor if whose branches return different shapes: PIR's if needs one result type. AutoGraph's tf.cond
    accepts differing shapes as None dims; TorchScript does not care."""
    if x.sum() > 2:
        y = paddle.concat([x, x])
    else:
        y = x
    return y
