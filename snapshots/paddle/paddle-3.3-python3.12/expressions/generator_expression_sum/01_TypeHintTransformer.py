def generator_expression_sum(xs):
    """sum() over a generator expression."""
    return sum((x * x for x in xs))
