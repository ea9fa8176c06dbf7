def conditional_expression(n: int) -> int:
    """A conditional expression a if c else b."""
    with ag__.FunctionScope('conditional_expression', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return n // 2 if n % 2 == 0 else 3 * n + 1
