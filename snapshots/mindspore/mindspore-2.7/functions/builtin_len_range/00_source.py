def builtin_len_range(xs: List[int]) -> int:
    """Uses len and range to index through a list."""
    total = 0
    for i in range(len(xs)):
        total += xs[i] * i
    return total
