def augmented_floordiv(n):
    __return_value_0 = None
    """Uses //= on an int. Rejected by TorchScript: //= augmented assignment unsupported."""
    x = _jst.Ld(n)
    x //= 3
    __return_value_0 = _jst.Ld(x)
    return _jst.Ld(__return_value_0)
