def conditional_expression_with_and(a: int, b: int) ->int:
    __return_value_0 = None
    """A conditional expression whose test is an and of two comparisons."""
    __return_value_0 = a * b if _jst.And(lambda : a > 0, lambda : b > 0) else a + b
    return __return_value_0
