def conditional_expression_in_list(a, b):
    __return_value_0 = None
    """Conditional expressions as the items of a list display."""
    __return_value_0 = [_jst.IfElse(_jst.Ld(a) > _jst.Ld(b), lambda : _jst.Ld(a), lambda : _jst.Ld(b), lambda : None, lambda args: None, None, push_pop_names=None), _jst.IfElse(_jst.Ld(a) < _jst.Ld(b), lambda : _jst.Ld(a), lambda : _jst.Ld(b), lambda : None, lambda args: None, None, push_pop_names=None), _jst.IfElse(_jst.Ld(a) == _jst.Ld(b), lambda : 0, lambda : 1, lambda : None, lambda args: None, None, push_pop_names=None)]
    return _jst.Ld(__return_value_0)
