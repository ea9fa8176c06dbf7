def object_argument(n):
    """TypingError: a call on an object Numba does not type (a Python ``object()``)."""
    marker = object()
    return n if marker is not None else 0
