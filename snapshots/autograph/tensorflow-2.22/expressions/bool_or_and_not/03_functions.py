def bool_or_and_not(a: bool, b: bool) -> bool:
    """Boolean or, and, not combined in one returned expression."""
    with ag__.FunctionScope('bool_or_and_not', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return (a or b) and (not (a and b))
