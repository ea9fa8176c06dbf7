def int_bitwise_invert(n):
    __return_value_0 = None
    """Bitwise invert ~n on an int. Rejected by TorchScript: ~ (aten::bitwise_not) is defined for tensors only."""
    __return_value_0 = ~_jst.Ld(n) + 1
    return _jst.Ld(__return_value_0)
