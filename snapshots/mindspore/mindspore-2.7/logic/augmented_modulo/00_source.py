def augmented_modulo(n: int) -> int:
    """Uses %= on an int. Rejected by TorchScript: int %= is typed float, not int."""
    x = n
    x %= 7
    return x
