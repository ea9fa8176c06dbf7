def zip_lists(xs: List[int], ys: List[int]) -> List[int]:
    """Pairs two lists with zip and builds a list of sums."""
    out: List[int] = []
    for x, y in zip(xs, ys):
        out.append(x + y)
    return out
