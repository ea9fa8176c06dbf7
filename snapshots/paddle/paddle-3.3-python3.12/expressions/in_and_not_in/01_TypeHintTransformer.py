def in_and_not_in(xs, v):
    """Membership tests with in and not in on a list."""
    return v in xs and 99 not in xs
