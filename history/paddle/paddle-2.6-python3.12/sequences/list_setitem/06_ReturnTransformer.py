def list_setitem(xs: List[int]) ->List[int]:
    __return_value_0 = None
    """Assigns list items by index in a loop."""
    ys = list(xs)
    for i in range(len(ys)):
        ys[i] = ys[i] * 10
    __return_value_0 = ys
    return __return_value_0
