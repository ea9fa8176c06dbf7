def generator_expression_sum(xs: List[int]) ->int:
    __return_value_0 = None
    """sum() over a generator expression."""
    __return_value_0 = sum(x * x for x in xs)
    return __return_value_0
