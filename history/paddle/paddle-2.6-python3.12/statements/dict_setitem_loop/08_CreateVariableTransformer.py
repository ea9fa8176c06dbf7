def dict_setitem_loop(n: int) ->Dict[int, int]:
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Fills an annotated empty dict by key inside a for loop."""
    d: Dict[int, int] = {}
    for i in range(n):
        d[i] = i * i
    __return_value_0 = d
    return __return_value_0
