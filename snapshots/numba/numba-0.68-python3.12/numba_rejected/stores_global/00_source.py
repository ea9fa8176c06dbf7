def stores_global(n):
    """UnsupportedBytecodeError (UnsupportedError before 0.59): a ``global`` statement that assigns (STORE_GLOBAL)."""
    global _COUNTER
    _COUNTER = n
    return n
