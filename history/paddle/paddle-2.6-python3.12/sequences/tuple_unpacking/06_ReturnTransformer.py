def tuple_unpacking(a: int, b: int) ->Tuple[int, int]:
    __return_value_0 = None
    """Swaps two values by tuple unpacking and returns a tuple."""
    a, b = b, a
    lo, hi = (a, b) if a < b else (b, a)
    __return_value_0 = lo, hi
    return __return_value_0
