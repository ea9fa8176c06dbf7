def unary_plus(n):
    __return_value_0 = None
    """Unary plus on an int. Rejected by TorchScript: unary + is unsupported (its error path raises AttributeError)."""
    __return_value_0 = +_jst.Ld(n) - 1
    return _jst.Ld(__return_value_0)
