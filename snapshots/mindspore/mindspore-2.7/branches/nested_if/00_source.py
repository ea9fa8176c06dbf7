def nested_if(a: int, b: int) -> int:
    """An if nested inside both branches of an outer if."""
    if a > 0:
        if b > 0:
            r = a + b
        else:
            r = a - b
    else:
        if b > 0:
            r = b - a
        else:
            r = 0
    return r
