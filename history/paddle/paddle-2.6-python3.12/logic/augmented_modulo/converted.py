def augmented_modulo(n):
    __return_value_0 = None
    """Uses %= on an int. Rejected by TorchScript: int %= is typed float, not int."""
    x = _jst.Ld(n)
    x %= 7
    __return_value_0 = _jst.Ld(x)
    return _jst.Ld(__return_value_0)
