def list_pop_in_while(xs: List[int]) -> int:
    """Pops items off a copied list in a while loop until it is empty."""
    ys = list(xs)
    total = 0
    while len(ys) > 0:
        total = total * 10 + ys.pop()
    return total
