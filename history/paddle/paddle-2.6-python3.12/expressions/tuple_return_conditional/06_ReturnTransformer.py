def tuple_return_conditional(a: int, b: int) ->Tuple[int, int]:
    __return_value_0 = None
    """Returns one of two tuple displays chosen by a conditional expression."""
    __return_value_0 = (a, b) if a <= b else (b, a)
    return __return_value_0
