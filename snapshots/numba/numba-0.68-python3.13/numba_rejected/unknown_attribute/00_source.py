def unknown_attribute(a):
    """TypingError: an attribute NumPy has and Numba does not implement for arrays (tofile)."""
    return a.tofile
