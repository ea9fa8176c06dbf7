def while_early_return(n: int) -> int:
    """A while loop that returns from inside its body."""
    with ag__.FunctionScope('while_early_return', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        i = 1
        while i < n:
            if i * i > n:
                return i
            i += 1
        return -1
