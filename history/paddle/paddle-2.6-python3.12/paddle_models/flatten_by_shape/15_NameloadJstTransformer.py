def flatten_by_shape(x):
    __return_value_0 = None
    """Reads both dimensions of a dynamic-batch input: TensorShapeTransformer makes x.shape _jst.Shape(x), so the
    batch dimension is read at run time (pd_op.shape), not as -1. Dynamo's dynamic=True makes a symbol."""
    batch, width = _jst.Shape(_jst.Ld(x))
    __return_value_0 = _jst.Call(_jst.Ld(_jst.Ld(x).reshape))([_jst.Ld(batch) * _jst.Ld(width)])
    return _jst.Ld(__return_value_0)
