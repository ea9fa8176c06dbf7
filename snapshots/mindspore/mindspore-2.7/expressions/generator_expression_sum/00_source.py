def generator_expression_sum(xs: List[int]) -> int:
    """sum() over a generator expression."""
    return sum(x * x for x in xs)
