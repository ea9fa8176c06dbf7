def conditional_expression_as_argument(a: int, b: int) ->int:
    __return_value_0 = None
    """A conditional expression passed as an argument of a call."""
    __return_value_0 = max(a if a > 0 else 0, b if b < 4 else 4)
    return __return_value_0
