def conditional_expression_as_argument(a: int, b: int) -> int:
    """A conditional expression passed as an argument of a call."""
    with ag__.FunctionScope('conditional_expression_as_argument', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return max(a if a > 0 else 0, b if b < 4 else 4)
