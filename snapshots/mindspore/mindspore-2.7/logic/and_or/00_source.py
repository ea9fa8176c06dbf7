def and_or(a: int, b: int) -> bool:
    """Combines comparisons with and/or in a returned expression."""
    return (a > 0 and b > 0) or (a < 0 and b < 0)
