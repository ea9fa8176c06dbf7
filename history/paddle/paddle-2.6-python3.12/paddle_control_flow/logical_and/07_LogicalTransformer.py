def logical_and(x, y):
    __return_value_0 = None
    """and / or / not on tensor predicates: LogicalTransformer makes _jst.And, _jst.Or, _jst.Not. AutoGraph's
    logical_expressions pass makes ag__.and_; TorchScript refuses and/or on tensors."""
    if _jst.And(lambda : x.sum() > 0, lambda : _jst.Not(y.sum() < 0)):
        __return_0 = _jst.create_bool_as_type(_jst.And(lambda : x.sum() > 0, lambda : _jst.Not(y.sum() < 0)), True)
        __return_value_0 = x + y
    else:
        __return_1 = _jst.create_bool_as_type(_jst.And(lambda : x.sum() > 0, lambda : _jst.Not(y.sum() < 0)), True)
        __return_value_0 = x - y
    return __return_value_0
