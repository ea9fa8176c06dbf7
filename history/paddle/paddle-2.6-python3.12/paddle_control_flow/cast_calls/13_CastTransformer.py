def cast_calls(x):
    __return_value_0 = None
    """float() and int() of a tensor: CastTransformer makes _jst.AsDtype. AutoGraph leaves Python casts alone;
    TorchScript types them."""
    y = _jst.AsDtype(_jst.Call(x.sum)(), 'float')
    __return_value_0 = _jst.Call(x.astype)('float32') * y
    return __return_value_0
