def augmented_floordiv(n: int) ->int:
    __return_value_0 = None
    """Uses //= on an int. Rejected by TorchScript: //= augmented assignment unsupported."""
    x = n
    x //= 3
    __return_value_0 = x
    return __return_value_0
