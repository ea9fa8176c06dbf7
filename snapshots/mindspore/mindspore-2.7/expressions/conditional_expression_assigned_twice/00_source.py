def conditional_expression_assigned_twice(n: int) -> int:
    """Two conditional expressions, the second using the first's result."""
    half = n // 2 if n % 2 == 0 else (n + 1) // 2
    sign = 1 if half > 2 else -1
    return half * sign
