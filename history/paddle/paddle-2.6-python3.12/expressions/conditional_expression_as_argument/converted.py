def conditional_expression_as_argument(a, b):
    __return_value_0 = None
    """A conditional expression passed as an argument of a call."""
    __return_value_0 = _jst.Ld(max)(_jst.IfElse(_jst.Ld(a) > 0, lambda : _jst.Ld(a), lambda : 0, lambda : None, lambda args: None, None, push_pop_names=None), _jst.IfElse(_jst.Ld(b) < 4, lambda : _jst.Ld(b), lambda : 4, lambda : None, lambda args: None, None, push_pop_names=None))
    return _jst.Ld(__return_value_0)
