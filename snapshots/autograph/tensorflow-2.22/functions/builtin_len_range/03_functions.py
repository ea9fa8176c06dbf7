def builtin_len_range(xs: List[int]) -> int:
    """Uses len and range to index through a list."""
    with ag__.FunctionScope('builtin_len_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = 0
        for i in range(len(xs)):
            total += xs[i] * i
        return total
