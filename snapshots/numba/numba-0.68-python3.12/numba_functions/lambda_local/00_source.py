def lambda_local(a):
    """A lambda bound to a name and called: inlined as an inner function is."""
    scale = lambda v: v * 3 + 1  # noqa: E731
    return scale(a.sum())
