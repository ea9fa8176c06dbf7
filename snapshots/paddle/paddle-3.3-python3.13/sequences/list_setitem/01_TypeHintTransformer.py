def list_setitem(xs):
    """Assigns list items by index in a loop."""
    ys = list(xs)
    for i in range(len(ys)):
        ys[i] = ys[i] * 10
    return ys
