def tuple_unpacking(a: int, b: int) -> Tuple[int, int]:
    """Swaps two values by tuple unpacking and returns a tuple."""
    a, b = b, a
    lo, hi = (a, b) if a < b else (b, a)
    return lo, hi
