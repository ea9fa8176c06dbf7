def conditional_expression(n: int) ->int:
    __return_value_0 = None
    """A conditional expression a if c else b."""
    __return_value_0 = _jst.IfElse(n % 2 == 0, lambda : n // 2, lambda : 3 * n + 1, lambda : None, lambda args: None, None, push_pop_names=None)
    return __return_value_0
