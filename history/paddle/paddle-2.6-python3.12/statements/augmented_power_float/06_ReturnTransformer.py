def augmented_power_float(x: float) ->float:
    __return_value_0 = None
    """Uses **= and /= on a float variable."""
    y = x
    y **= 2.0
    y /= 3.0
    __return_value_0 = y
    return __return_value_0
