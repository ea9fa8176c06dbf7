def keyword_defaults(x):
    """A jitted helper called with a keyword argument and a default: the call's arguments folded by signature."""
    return _weighted(x, weight=3.0) + _weighted(x)
