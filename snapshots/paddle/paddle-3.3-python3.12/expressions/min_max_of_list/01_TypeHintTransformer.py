def min_max_of_list(xs):
    """Builtin max and min applied to a whole list."""
    return max(xs) - min(xs)
