def assert_with_message(n: int) -> int:
    """An assert with a message string."""
    with ag__.FunctionScope('assert_with_message', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ASSERT_STATEMENTS, internal_convert_user_code=True)) as fscope:
        ag__.assert_stmt(n % 2 == 0, lambda: 'n must be even')
        return n // 2
