def generator_expression(x):
    __return_value_0 = None
    """sum() over a generator of tensors: a generator SOT simulates or falls back on; Dynamo inlines it."""
    __return_value_0 = _jst.Ld(sum)(_jst.Ld(x) * _jst.AsDtype(_jst.Ld(i), 'float') for i in _jst.Call(_jst.Ld(range))(3))
    return _jst.Ld(__return_value_0)
