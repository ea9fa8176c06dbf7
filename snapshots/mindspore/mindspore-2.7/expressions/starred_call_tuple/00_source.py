def starred_call_tuple(t: Tuple[int, int, int]) -> int:
    """Calls a helper with a starred tuple, f(*t)."""
    return _add3(*t)
