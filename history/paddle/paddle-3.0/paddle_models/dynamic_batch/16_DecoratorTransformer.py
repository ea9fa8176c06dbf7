def dynamic_batch(x):

    def _orig_dynamic_batch(x):
        __return_0 = False
        __return_value_0 = None
        "paddle.static.InputSpec([None, 3]): the program's batch dimension is -1 and one program serves every batch.\n    Dynamo's dynamic=True makes a symbol s0; export a Dim; AutoGraph a TensorSpec([None, 3])."
        __return_value_0 = _jst.Call(x.sum)(axis=0) / _jst.Shape(x)[0]
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_dynamic_batch, inputs=lambda: [(paddle.ones([2, 3]),), (paddle.ones([5, 3]),)], dynamic=True)
    except:
        _decoedby_case = _jst.Call(case)(inputs=lambda: [(paddle.ones([2, 3]),), (paddle.ones([5, 3]),)], dynamic=True)(_orig_dynamic_batch)
    return _decoedby_case(x)
