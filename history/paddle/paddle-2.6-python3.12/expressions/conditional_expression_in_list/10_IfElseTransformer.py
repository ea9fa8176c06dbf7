def conditional_expression_in_list(a: int, b: int) ->List[int]:
    __return_value_0 = None
    """Conditional expressions as the items of a list display."""
    __return_value_0 = [_jst.IfElse(a > b, lambda : a, lambda : b, lambda : None, lambda args: None, None, push_pop_names=None), _jst.IfElse(a < b, lambda : a, lambda : b, lambda : None, lambda args: None, None, push_pop_names=None), _jst.IfElse(a == b, lambda : 0, lambda : 1, lambda : None, lambda args: None, None, push_pop_names=None)]
    return __return_value_0
