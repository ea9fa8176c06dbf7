def starred_in_tuple_display(t):
    """Builds a tuple display containing a starred tuple, (0, *t)."""
    return (0, *t)
