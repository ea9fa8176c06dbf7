def chained_comparison(n: int) -> bool:
    """A chained comparison 0 <= n < 10."""
    return 0 <= n < 10
