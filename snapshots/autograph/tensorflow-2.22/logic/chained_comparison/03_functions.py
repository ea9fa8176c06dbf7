def chained_comparison(n: int) -> bool:
    """A chained comparison 0 <= n < 10."""
    with ag__.FunctionScope('chained_comparison', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return 0 <= n < 10
