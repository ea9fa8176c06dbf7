def chained_comparison_three(a: int, b: int, c: int) -> bool:
    """A three-way chained comparison a < b < c != a."""
    return a < b < c != a
