def int_bitwise_invert(n: int) -> int:
    """Bitwise invert ~n on an int. Rejected by TorchScript: ~ (aten::bitwise_not) is defined for tensors only."""
    return ~n + 1
