def zip_lists(xs, ys):
    """Pairs two lists with zip and builds a list of sums."""
    out = []
    for x, y in zip(xs, ys):
        out.append(x + y)
    return out
