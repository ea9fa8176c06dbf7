def bool_or_and_not(a: bool, b: bool) -> bool:
    """Boolean or, and, not combined in one returned expression."""
    return (a or b) and not (a and b)
