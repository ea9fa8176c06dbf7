def min_max_of_list(xs: List[int]) -> int:
    """Builtin max and min applied to a whole list."""
    return max(xs) - min(xs)
