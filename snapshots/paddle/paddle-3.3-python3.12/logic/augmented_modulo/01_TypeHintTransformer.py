def augmented_modulo(n):
    """Uses %= on an int. Rejected by TorchScript: int %= is typed float, not int."""
    x = n
    x %= 7
    return x
