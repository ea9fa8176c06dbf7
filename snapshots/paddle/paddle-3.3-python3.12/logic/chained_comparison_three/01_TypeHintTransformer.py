def chained_comparison_three(a, b, c):
    """A three-way chained comparison a < b < c != a."""
    return a < b < c != a
