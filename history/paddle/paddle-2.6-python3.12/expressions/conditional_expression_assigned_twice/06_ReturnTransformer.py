def conditional_expression_assigned_twice(n: int) ->int:
    __return_value_0 = None
    """Two conditional expressions, the second using the first's result."""
    half = n // 2 if n % 2 == 0 else (n + 1) // 2
    sign = 1 if half > 2 else -1
    __return_value_0 = half * sign
    return __return_value_0
