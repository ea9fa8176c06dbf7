def list_pop(xs: List[int]) ->int:
    __return_value_0 = None
    """Pops items from the end and from the front of a copied list."""
    ys = list(xs)
    last = ys.pop()
    first = ys.pop(0)
    __return_value_0 = last - first + len(ys)
    return __return_value_0
