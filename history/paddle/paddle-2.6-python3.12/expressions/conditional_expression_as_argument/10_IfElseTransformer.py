def conditional_expression_as_argument(a: int, b: int) ->int:
    __return_value_0 = None
    """A conditional expression passed as an argument of a call."""
    __return_value_0 = max(_jst.IfElse(a > 0, lambda : a, lambda : 0, lambda : None, lambda args: None, None, push_pop_names=None), _jst.IfElse(b < 4, lambda : b, lambda : 4, lambda : None, lambda args: None, None, push_pop_names=None))
    return __return_value_0
