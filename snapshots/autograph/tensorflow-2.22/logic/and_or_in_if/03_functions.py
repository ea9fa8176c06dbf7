def and_or_in_if(a: bool, b: bool, n: int) -> int:
    """An if whose condition mixes and, or and not."""
    with ag__.FunctionScope('and_or_in_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        if a and (not b) or n > 10:
            return 1
        return 0
