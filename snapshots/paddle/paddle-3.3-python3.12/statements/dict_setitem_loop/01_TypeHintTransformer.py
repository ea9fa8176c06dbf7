def dict_setitem_loop(n):
    """Fills an annotated empty dict by key inside a for loop."""
    d = {}
    for i in range(n):
        d[i] = i * i
    return d
