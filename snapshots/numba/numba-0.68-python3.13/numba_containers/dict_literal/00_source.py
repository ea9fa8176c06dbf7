def dict_literal(a):
    """A dict literal with string keys: Numba types it as a typed dict of unicode to float64."""
    scale = {"double": 2.0, "half": 0.5}
    return a * scale["double"] + scale["half"]
