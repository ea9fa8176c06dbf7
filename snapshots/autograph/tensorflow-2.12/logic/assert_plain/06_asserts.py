def assert_plain(n: int) -> int:
    """An assert without a message before the computation."""
    with ag__.FunctionScope('assert_plain', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ALL, internal_convert_user_code=True)) as fscope:
        ag__.assert_stmt(n >= 0, lambda: 'Assertion error')
        return n * 2
