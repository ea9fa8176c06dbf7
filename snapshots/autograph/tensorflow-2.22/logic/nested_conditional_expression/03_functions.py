def nested_conditional_expression(n: int) -> int:
    """Conditional expressions nested in the else part."""
    with ag__.FunctionScope('nested_conditional_expression', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return 1 if n > 0 else 0 if n == 0 else -1
