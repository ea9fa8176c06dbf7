def generator_expression_sum(xs: List[int]) -> int:
    """sum() over a generator expression."""
    with ag__.FunctionScope('generator_expression_sum', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return sum((x * x for x in xs))
