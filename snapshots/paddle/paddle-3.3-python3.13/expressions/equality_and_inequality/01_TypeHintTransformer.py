def equality_and_inequality(a, b, c):
    """== and != between int parameters, joined by and."""
    return a == b and b != c
