def augmented_modulo(n: int) -> int:
    """Uses %= on an int. Rejected by TorchScript: int %= is typed float, not int."""
    with ag__.FunctionScope('augmented_modulo', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        x = n
        x %= 7
        return x
