def for_early_return(n: int) -> int:
    """A for loop that returns the first multiple of 7 it meets."""
    with ag__.FunctionScope('for_early_return', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        for i in range(1, n):
            if i % 7 == 0:
                return i
        return 0
