def int_then_float(x):
    """Called with an int, then another int (the same program), then a float: a second program for float64."""
    return x * 2 + 1
