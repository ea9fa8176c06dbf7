def int_bitwise_invert(n: int) ->int:
    __return_value_0 = None
    """Bitwise invert ~n on an int. Rejected by TorchScript: ~ (aten::bitwise_not) is defined for tensors only."""
    __return_value_0 = ~n + 1
    return __return_value_0
