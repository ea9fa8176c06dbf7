def tuple_unpacking(a: int, b: int) ->Tuple[int, int]:
    __return_value_0 = None
    """Swaps two values by tuple unpacking and returns a tuple."""
    a, b = b, a
    lo, hi = _jst.IfElse(a < b, lambda : (a, b), lambda : (b, a), lambda : None, lambda args: None, None, push_pop_names=None)
    __return_value_0 = lo, hi
    return __return_value_0
