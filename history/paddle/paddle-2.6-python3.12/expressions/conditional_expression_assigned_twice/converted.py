def conditional_expression_assigned_twice(n):
    __return_value_0 = None
    """Two conditional expressions, the second using the first's result."""
    half = _jst.IfElse(_jst.Ld(n) % 2 == 0, lambda : _jst.Ld(n) // 2, lambda : (_jst.Ld(n) + 1) // 2, lambda : None, lambda args: None, None, push_pop_names=None)
    sign = _jst.IfElse(_jst.Ld(half) > 2, lambda : 1, lambda : -1, lambda : None, lambda args: None, None, push_pop_names=None)
    __return_value_0 = _jst.Ld(half) * _jst.Ld(sign)
    return _jst.Ld(__return_value_0)
