def early_return_in_if(n: int) -> int:
    """A return inside an if with code following the if."""
    with ag__.FunctionScope('early_return_in_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        if n < 0:
            return 0
        n = n * 3
        return n + 1
