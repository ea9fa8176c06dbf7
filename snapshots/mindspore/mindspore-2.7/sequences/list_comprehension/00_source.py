def list_comprehension(n: int) -> List[int]:
    """A list comprehension over range without a filter."""
    return [i * 2 for i in range(n)]
