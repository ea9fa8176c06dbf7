def nested_conditional_expression(n):
    __return_value_0 = None
    """Conditional expressions nested in the else part."""
    __return_value_0 = _jst.IfElse(_jst.Ld(n) > 0, lambda : 1, lambda : _jst.IfElse(_jst.Ld(n) == 0, lambda : 0, lambda : -1, lambda : None, lambda args: None, None, push_pop_names=None), lambda : None, lambda args: None, None, push_pop_names=None)
    return _jst.Ld(__return_value_0)
