def bool_or_and_not(a, b):
    """Boolean or, and, not combined in one returned expression."""
    return (a or b) and (not (a and b))
