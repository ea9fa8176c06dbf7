def nested_if(x):
    """An if inside an if, both on tensors: nested pd_op.if regions. AutoGraph nests tf.cond; Dynamo breaks twice."""
    if x.sum() > 0:
        if x.max() > 3:
            y = x * 3.0
        else:
            y = x * 2.0
    else:
        y = -x
    return y
