def defaults_left_out(x, scale=10.0, bias=1):
    """Parameters with defaults, left out by the first input set: Numba fills them from the def (``Omitted``)."""
    return x * scale + bias
