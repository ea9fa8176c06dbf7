def nested_if(x):
    __return_value_0 = None
    """An if inside an if, both on tensors: nested pd_op.if regions. AutoGraph nests tf.cond; Dynamo breaks twice."""
    if x.sum() > 0:
        if x.max() > 3:
            y = x * 3.0
        else:
            y = x * 2.0
    else:
        y = -x
    __return_value_0 = y
    return __return_value_0
