def flag_bool_then_int(n, flag):
    """A flag passed as a bool, then as an int: the same code, typed twice."""
    return n * 3 if flag else n
