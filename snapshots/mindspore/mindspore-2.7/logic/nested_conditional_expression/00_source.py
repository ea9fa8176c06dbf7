def nested_conditional_expression(n: int) -> int:
    """Conditional expressions nested in the else part."""
    return 1 if n > 0 else (0 if n == 0 else -1)
