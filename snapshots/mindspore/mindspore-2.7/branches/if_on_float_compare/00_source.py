def if_on_float_compare(x: float, limit: float) -> float:
    """An if on a comparison between two float parameters."""
    if x >= limit:
        x = limit
    return x
