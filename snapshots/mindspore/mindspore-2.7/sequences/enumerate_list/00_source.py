def enumerate_list(xs: List[int]) -> int:
    """Iterates with enumerate, unpacking index and value."""
    total = 0
    for i, x in enumerate(xs):
        total += i * x
    return total
