def new_shape(x):
    """The same shape twice (one program), then a longer tensor: its shape guard misses, a second translation."""
    return (x * 2.0).sum()
