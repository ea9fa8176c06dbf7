def logical_and(x, y):
    """and / or / not on tensor predicates: LogicalTransformer makes _jst.And, _jst.Or, _jst.Not. AutoGraph's
    logical_expressions pass makes ag__.and_; TorchScript refuses and/or on tensors."""
    if x.sum() > 0 and not y.sum() < 0:
        return x + y
    else:
        return x - y
