def assert_in_loop(xs: List[int]) -> int:
    """An assert with a message inside a for loop over a list."""
    with ag__.FunctionScope('assert_in_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ASSERT_STATEMENTS, internal_convert_user_code=True)) as fscope:
        total = 0
        for x in xs:
            assert x % 2 == 0, 'every item must be even'
            total += x
        return total
