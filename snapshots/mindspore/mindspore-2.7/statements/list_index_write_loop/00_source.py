def list_index_write_loop(xs: List[int]) -> List[int]:
    """Writes running prefix sums into a copied list by index."""
    ys = list(xs)
    for i in range(1, len(ys)):
        ys[i] = ys[i] + ys[i - 1]
    return ys
