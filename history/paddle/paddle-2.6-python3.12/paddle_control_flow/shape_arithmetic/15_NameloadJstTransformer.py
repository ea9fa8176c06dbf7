def shape_arithmetic(x):
    __return_value_0 = None
    """Reads a tensor's shape: TensorShapeTransformer makes x.shape _jst.Shape(x). AutoGraph keeps .shape; torch
    converters record sizes as constants (Dynamo specializes)."""
    rows = _jst.Ld(_jst.Shape(_jst.Ld(x))[0])
    __return_value_0 = _jst.Call(_jst.Ld(_jst.Ld(x).reshape))([_jst.Ld(rows) * 2, -1])
    return _jst.Ld(__return_value_0)
