def conditional_expression_assigned_twice(n: int) ->int:
    __return_value_0 = None
    """Two conditional expressions, the second using the first's result."""
    half = _jst.IfElse(n % 2 == 0, lambda : n // 2, lambda : (n + 1) // 2, lambda : None, lambda args: None, None, push_pop_names=None)
    sign = _jst.IfElse(half > 2, lambda : 1, lambda : -1, lambda : None, lambda args: None, None, push_pop_names=None)
    __return_value_0 = half * sign
    return __return_value_0
