def if_on_tensor(x):
    __return_value_0 = None
    """An if on a tensor's value: IfElseTransformer makes it _jst.IfElse, a pd_op.if with two regions. AutoGraph makes a
    tf.cond; TorchScript keeps the if; torch.export and fx cannot branch on a value; Dynamo breaks its graph."""
    if x.sum() > 0:
        y = x * 2.0
    else:
        y = x - 1.0
    __return_value_0 = y
    return __return_value_0
