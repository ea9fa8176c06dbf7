def shape_arithmetic(x):

    def _orig_shape_arithmetic(x):
        __return_0 = False
        __return_value_0 = None
        "Reads a tensor's shape: TensorShapeTransformer makes x.shape _jst.Shape(x). AutoGraph keeps .shape; torch\n    converters record sizes as constants (Dynamo specializes)."
        rows = _jst.Shape(x)[0]
        __return_value_0 = _jst.Call(x.reshape)([rows * 2, -1])
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_shape_arithmetic, inputs=lambda: (paddle.ones([3, 4]),))
    except:
        _decoedby_case = _jst.Call(case)(inputs=lambda: (paddle.ones([3, 4]),))(_orig_shape_arithmetic)
    return _decoedby_case(x)
