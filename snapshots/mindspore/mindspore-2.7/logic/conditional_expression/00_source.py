def conditional_expression(n: int) -> int:
    """A conditional expression a if c else b."""
    return n // 2 if n % 2 == 0 else 3 * n + 1
