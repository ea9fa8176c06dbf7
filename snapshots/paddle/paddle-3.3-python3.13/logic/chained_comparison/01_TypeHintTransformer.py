def chained_comparison(n):
    """A chained comparison 0 <= n < 10."""
    return 0 <= n < 10
