def global_read(x):
    __return_value_0 = None
    """A module global read by the case, which the case moves as it runs: SOT guards the global's value, so the
    second call, reading another value, is a new translation, and its result Python's."""
    global OFFSET
    y = x + OFFSET
    OFFSET = OFFSET + 1.0
    __return_value_0 = y
    return __return_value_0
