def fstring_format(n: int) -> str:
    """An f-string with two interpolated expressions."""
    with ag__.FunctionScope('fstring_format', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return f'n={n}, twice={n * 2}'
