def zip_lists(xs: List[int], ys: List[int]) ->List[int]:
    y = _jst.UndefinedVar('y')
    x = _jst.UndefinedVar('x')
    __return_value_0 = None
    """Pairs two lists with zip and builds a list of sums."""
    out: List[int] = []
    for x, y in zip(xs, ys):
        out.append(x + y)
    __return_value_0 = out
    return __return_value_0
