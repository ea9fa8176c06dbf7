def add_array_and_str(a, s):
    """TypingError: no implementation of ``+`` for an array and a string (NumbaTypeError's operator message)."""
    return a + s
