def conditional_expression_with_and(a: int, b: int) -> int:
    """A conditional expression whose test is an and of two comparisons."""
    with ag__.FunctionScope('conditional_expression_with_and', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return a * b if a > 0 and b > 0 else a + b
