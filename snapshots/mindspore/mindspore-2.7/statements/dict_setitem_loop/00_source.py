def dict_setitem_loop(n: int) -> Dict[int, int]:
    """Fills an annotated empty dict by key inside a for loop."""
    d: Dict[int, int] = {}
    for i in range(n):
        d[i] = i * i
    return d
