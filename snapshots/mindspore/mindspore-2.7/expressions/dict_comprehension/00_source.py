def dict_comprehension(n: int) -> Dict[int, int]:
    """A dict comprehension over range mapping i to i * i."""
    return {i: i * i for i in range(n)}
