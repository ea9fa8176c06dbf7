def starred_call_tuple(t):
    """Calls a helper with a starred tuple, f(*t)."""
    return _add3(*t)
