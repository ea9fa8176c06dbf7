def assert_plain(n: int) -> int:
    """An assert without a message before the computation."""
    with ag__.FunctionScope('assert_plain', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        assert n >= 0
        return n * 2
