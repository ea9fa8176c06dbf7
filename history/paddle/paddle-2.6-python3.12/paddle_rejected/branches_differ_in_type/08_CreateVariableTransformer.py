def branches_differ_in_type(x):
    y = _jst.UndefinedVar('y')
    __return_value_0 = None
    """The two branches of a tensor if give a tensor and None: pd_op.if needs both alike. AutoGraph's tf.cond refuses
    too; TorchScript refuses Optional mixes; Dynamo breaks and runs both."""
    if x.sum() > 0:
        y = x * 2.0
    else:
        y = None
    __return_value_0 = y
    return __return_value_0
