def calls_plain_python(n):
    """TypingError: an untyped global name, a plain Python function Numba cannot call in nopython mode."""
    return _plain_python(n)
