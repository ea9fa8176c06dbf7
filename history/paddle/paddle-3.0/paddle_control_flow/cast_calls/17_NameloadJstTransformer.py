def cast_calls(x):

    def _orig_cast_calls(x):
        __return_0 = False
        __return_value_0 = None
        'float() and int() of a tensor: CastTransformer makes _jst.AsDtype. AutoGraph leaves Python casts alone;\n    TorchScript types them.'
        y = _jst.AsDtype(_jst.Call(_jst.Ld(_jst.Ld(x).sum))(), 'float')
        __return_value_0 = _jst.Call(_jst.Ld(_jst.Ld(x).astype))('float32') * _jst.Ld(y)
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_cast_calls), inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([2], dtype='int32'),))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([2], dtype='int32'),))(_jst.Ld(_orig_cast_calls))
    return _jst.Ld(_decoedby_case)(_jst.Ld(x))
