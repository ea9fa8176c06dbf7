def global_read(x):
    __return_0 = False
    __return_value_0 = None
    "A module global read by the case, which the case moves as it runs: SOT guards the global's value, so the\n    second call, reading another value, is a new translation, and its result Python's."
    global OFFSET
    y = _jst.Ld(x) + _jst.Ld(OFFSET)
    OFFSET = _jst.Ld(OFFSET) + 1.0
    __return_value_0 = _jst.Ld(y)
    return _jst.Ld(__return_value_0)
