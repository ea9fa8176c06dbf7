def cast_calls(x):

    def _orig_cast_calls(x):
        __return_0 = False
        __return_value_0 = None
        'float() and int() of a tensor: CastTransformer makes _jst.AsDtype. AutoGraph leaves Python casts alone;\n    TorchScript types them.'
        y = _jst.AsDtype(_jst.Call(x.sum)(), 'float')
        __return_value_0 = _jst.Call(x.astype)('float32') * y
        return __return_value_0
    try:
        _decoedby_case = _jst.Call(case)(_orig_cast_calls, inputs=lambda: (paddle.ones([2], dtype='int32'),))
    except:
        _decoedby_case = _jst.Call(case)(inputs=lambda: (paddle.ones([2], dtype='int32'),))(_orig_cast_calls)
    return _decoedby_case(x)
