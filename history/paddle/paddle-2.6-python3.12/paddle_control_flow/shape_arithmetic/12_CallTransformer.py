def shape_arithmetic(x):
    __return_value_0 = None
    """Reads a tensor's shape: TensorShapeTransformer makes x.shape _jst.Shape(x). AutoGraph keeps .shape; torch
    converters record sizes as constants (Dynamo specializes)."""
    rows = _jst.Shape(x)[0]
    __return_value_0 = _jst.Call(x.reshape)([rows * 2, -1])
    return __return_value_0
