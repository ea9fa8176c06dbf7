def equality_and_inequality(a: int, b: int, c: int) -> bool:
    """== and != between int parameters, joined by and."""
    return a == b and b != c
