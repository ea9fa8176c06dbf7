def shape_arithmetic(x):
    """Reads a tensor's shape: TensorShapeTransformer makes x.shape _jst.Shape(x). AutoGraph keeps .shape; torch
    converters record sizes as constants (Dynamo specializes)."""
    rows = _jst.Shape(x)[0]
    return x.reshape([rows * 2, -1])
