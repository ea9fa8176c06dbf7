def conditional_expression_as_argument(a: int, b: int) -> int:
    """A conditional expression passed as an argument of a call."""
    return max(a if a > 0 else 0, b if b < 4 else 4)
