def cast_calls(x):
    __return_value_0 = None
    """float() and int() of a tensor: CastTransformer makes _jst.AsDtype. AutoGraph leaves Python casts alone;
    TorchScript types them."""
    y = float(x.sum())
    __return_value_0 = x.astype('float32') * y
    return __return_value_0
