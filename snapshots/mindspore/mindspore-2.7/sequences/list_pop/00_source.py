def list_pop(xs: List[int]) -> int:
    """Pops items from the end and from the front of a copied list."""
    ys = list(xs)
    last = ys.pop()
    first = ys.pop(0)
    return last - first + len(ys)
