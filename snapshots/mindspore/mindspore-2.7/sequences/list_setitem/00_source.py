def list_setitem(xs: List[int]) -> List[int]:
    """Assigns list items by index in a loop."""
    ys = list(xs)
    for i in range(len(ys)):
        ys[i] = ys[i] * 10
    return ys
