def generator_expression(x):

    def _orig_generator_expression(x):
        __return_0 = False
        __return_value_0 = None
        'sum() over a generator of tensors: a generator SOT simulates or falls back on; Dynamo inlines it.'
        __return_value_0 = sum((x * _jst.AsDtype(i, 'float') for i in _jst.Call(range)(3)))
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_generator_expression, inputs=lambda: (paddle.ones([3]),))
    except:
        _decoedby_case = _jst.Call(case)(inputs=lambda: (paddle.ones([3]),))(_orig_generator_expression)
    return _decoedby_case(x)
