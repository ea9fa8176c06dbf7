def list_index_write_loop(xs: List[int]) ->List[int]:
    i = _jst.UndefinedVar('i')
    __return_value_0 = None
    """Writes running prefix sums into a copied list by index."""
    ys = list(xs)
    for i in range(1, len(ys)):
        ys[i] = ys[i] + ys[i - 1]
    __return_value_0 = ys
    return __return_value_0
