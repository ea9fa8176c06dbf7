def conditional_expression_in_list(a: int, b: int) -> List[int]:
    """Conditional expressions as the items of a list display."""
    with ag__.FunctionScope('conditional_expression_in_list', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return [a if a > b else b, a if a < b else b, 0 if a == b else 1]
