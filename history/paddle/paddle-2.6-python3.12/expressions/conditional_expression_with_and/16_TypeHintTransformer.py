def conditional_expression_with_and(a, b):
    __return_value_0 = None
    """A conditional expression whose test is an and of two comparisons."""
    __return_value_0 = _jst.IfElse(_jst.And(lambda : _jst.Ld(a) > 0, lambda : _jst.Ld(b) > 0), lambda : _jst.Ld(a) * _jst.Ld(b), lambda : _jst.Ld(a) + _jst.Ld(b), lambda : None, lambda args: None, None, push_pop_names=None)
    return _jst.Ld(__return_value_0)
