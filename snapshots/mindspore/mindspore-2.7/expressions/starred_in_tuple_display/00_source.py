def starred_in_tuple_display(t: Tuple[int, int]) -> Tuple[int, int, int]:
    """Builds a tuple display containing a starred tuple, (0, *t)."""
    return (0, *t)
