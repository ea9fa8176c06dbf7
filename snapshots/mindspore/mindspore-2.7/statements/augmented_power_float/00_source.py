def augmented_power_float(x: float) -> float:
    """Uses **= and /= on a float variable."""
    y = x
    y **= 2.0
    y /= 3.0
    return y
