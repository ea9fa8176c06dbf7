def list_pop_in_while(xs: List[int]) ->int:
    __return_value_0 = None
    """Pops items off a copied list in a while loop until it is empty."""
    ys = list(xs)
    total = 0
    while len(ys) > 0:
        total = total * 10 + ys.pop()
    __return_value_0 = total
    return __return_value_0
