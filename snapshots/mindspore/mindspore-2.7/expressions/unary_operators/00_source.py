def unary_operators(a: int, b: int) -> int:
    """Unary minus and not on ints and comparisons."""
    r = -a * b - (-(a - b))
    if not (r > 0):
        r = -r
    return r
