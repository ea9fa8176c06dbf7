def in_and_not_in(xs: List[int], v: int) -> bool:
    """Membership tests with in and not in on a list."""
    return v in xs and 99 not in xs
