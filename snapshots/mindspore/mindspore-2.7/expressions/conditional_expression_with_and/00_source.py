def conditional_expression_with_and(a: int, b: int) -> int:
    """A conditional expression whose test is an and of two comparisons."""
    return a * b if a > 0 and b > 0 else a + b
