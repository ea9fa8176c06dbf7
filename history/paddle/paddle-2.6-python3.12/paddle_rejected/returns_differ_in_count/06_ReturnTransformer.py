def returns_differ_in_count(x):
    __return_value_0 = None
    """Two returns of a tensor if give a pair and a single tensor: one pd_op.if cannot have both. AutoGraph's tf.cond
    refuses differing structures; TorchScript refuses differing types."""
    if x.sum() > 0:
        __return_0 = _jst.create_bool_as_type(x.sum() > 0, True)
        __return_value_0 = x, x
    else:
        __return_1 = _jst.create_bool_as_type(x.sum() > 0, True)
        __return_value_0 = x
    return __return_value_0
