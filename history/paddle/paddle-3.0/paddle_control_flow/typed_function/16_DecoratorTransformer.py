def typed_function(x):

    def _orig_typed_function(x):
        __return_0 = False
        __return_value_0 = None
        'Type hints: TypeHintTransformer removes them. AutoGraph keeps annotations; TorchScript reads them as types.'
        y = x + 1.0
        __return_value_0 = y
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_typed_function, inputs=lambda: (paddle.ones([2]),))
    except:
        _decoedby_case = _jst.Call(case)(inputs=lambda: (paddle.ones([2]),))(_orig_typed_function)
    return _decoedby_case(x)
