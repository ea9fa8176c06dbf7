def if_on_tensor(x):
    """An if on a tensor's value: the parser makes a Switch of two branch graphs, which stays in the validated graph
    (AutoGraph makes a tf.cond, Paddle a pd_op.if)."""
    if x.sum() > 0:
        y = x * 2
    else:
        y = x - 1
    return y
