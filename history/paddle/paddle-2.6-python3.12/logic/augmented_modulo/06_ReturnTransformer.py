def augmented_modulo(n: int) ->int:
    __return_value_0 = None
    """Uses %= on an int. Rejected by TorchScript: int %= is typed float, not int."""
    x = n
    x %= 7
    __return_value_0 = x
    return __return_value_0
