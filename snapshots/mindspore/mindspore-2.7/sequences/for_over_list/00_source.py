def for_over_list(xs: List[int]) -> int:
    """Iterates directly over a list's items (not over range)."""
    total = 0
    for x in xs:
        total += x
    return total
