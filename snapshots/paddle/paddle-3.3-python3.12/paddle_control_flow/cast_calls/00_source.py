def cast_calls(x):
    """float() and int() of a tensor: CastTransformer makes _jst.AsDtype. AutoGraph leaves Python casts alone;
    TorchScript types them."""
    y = float(x.sum())
    return x.astype('float32') * y
