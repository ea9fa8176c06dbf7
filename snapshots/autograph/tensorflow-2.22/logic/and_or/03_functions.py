def and_or(a: int, b: int) -> bool:
    """Combines comparisons with and/or in a returned expression."""
    with ag__.FunctionScope('and_or', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return a > 0 and b > 0 or (a < 0 and b < 0)
