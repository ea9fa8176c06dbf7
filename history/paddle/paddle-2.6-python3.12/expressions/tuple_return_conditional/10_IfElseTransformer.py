def tuple_return_conditional(a: int, b: int) ->Tuple[int, int]:
    __return_value_0 = None
    """Returns one of two tuple displays chosen by a conditional expression."""
    __return_value_0 = _jst.IfElse(a <= b, lambda : (a, b), lambda : (b, a), lambda : None, lambda args: None, None, push_pop_names=None)
    return __return_value_0
