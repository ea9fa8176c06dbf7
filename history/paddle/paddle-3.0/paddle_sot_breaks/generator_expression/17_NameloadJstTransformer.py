def generator_expression(x):

    def _orig_generator_expression(x):
        __return_0 = False
        __return_value_0 = None
        'sum() over a generator of tensors: a generator SOT simulates or falls back on; Dynamo inlines it.'
        __return_value_0 = _jst.Ld(sum)((_jst.Ld(x) * _jst.AsDtype(_jst.Ld(i), 'float') for i in _jst.Call(_jst.Ld(range))(3)))
        return _jst.Ld(__return_value_0)
    try:
        _decoedby_case = _jst.Call(_jst.Ld(case))(_jst.Ld(_orig_generator_expression), inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([3]),))
    except:
        _decoedby_case = _jst.Call(_jst.Ld(case))(inputs=lambda: (_jst.Ld(_jst.Ld(paddle).ones)([3]),))(_jst.Ld(_orig_generator_expression))
    return _jst.Ld(_decoedby_case)(_jst.Ld(x))
