def cast_calls(x):
    __return_value_0 = None
    """float() and int() of a tensor: CastTransformer makes _jst.AsDtype. AutoGraph leaves Python casts alone;
    TorchScript types them."""
    y = _jst.AsDtype(_jst.Call(_jst.Ld(_jst.Ld(x).sum))(), 'float')
    __return_value_0 = _jst.Call(_jst.Ld(_jst.Ld(x).astype))('float32') * _jst.Ld(y)
    return _jst.Ld(__return_value_0)
