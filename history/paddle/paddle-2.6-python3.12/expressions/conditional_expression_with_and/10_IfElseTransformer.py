def conditional_expression_with_and(a: int, b: int) ->int:
    __return_value_0 = None
    """A conditional expression whose test is an and of two comparisons."""
    __return_value_0 = _jst.IfElse(_jst.And(lambda : a > 0, lambda : b > 0), lambda : a * b, lambda : a + b, lambda : None, lambda args: None, None, push_pop_names=None)
    return __return_value_0
