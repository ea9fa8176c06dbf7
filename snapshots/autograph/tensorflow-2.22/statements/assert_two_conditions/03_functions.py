def assert_two_conditions(lo: int, hi: int) -> int:
    """Two asserts, one of them on a compound condition."""
    with ag__.FunctionScope('assert_two_conditions', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ASSERT_STATEMENTS, internal_convert_user_code=True)) as fscope:
        assert lo >= 0
        assert lo < hi and hi < 100, 'need 0 <= lo < hi < 100'
        return hi - lo
