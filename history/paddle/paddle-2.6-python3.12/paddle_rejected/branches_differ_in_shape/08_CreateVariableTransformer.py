def branches_differ_in_shape(x):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """A tensor if whose branches return different shapes: PIR's if needs one result type. AutoGraph's tf.cond
    accepts differing shapes as None dims; TorchScript does not care."""
    if x.sum() > 2:
        y = paddle.concat([x, x])
    else:
        y = x
    __return_value_0 = y
    return __return_value_0
