def if_without_else(n: int) -> int:
    """An if with no else that conditionally overwrites a variable."""
    with ag__.FunctionScope('if_without_else', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        r = n
        if n % 2 == 0:
            r = n // 2
        return r
