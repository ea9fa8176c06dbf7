def conditional_expression(n: int) ->int:
    __return_value_0 = None
    """A conditional expression a if c else b."""
    __return_value_0 = n // 2 if n % 2 == 0 else 3 * n + 1
    return __return_value_0
