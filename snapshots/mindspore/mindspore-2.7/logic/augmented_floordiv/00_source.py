def augmented_floordiv(n: int) -> int:
    """Uses //= on an int. Rejected by TorchScript: //= augmented assignment unsupported."""
    x = n
    x //= 3
    return x
