def augmented_power_float(x: float) -> float:
    """Uses **= and /= on a float variable."""
    with ag__.FunctionScope('augmented_power_float', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        y = x
        y **= 2.0
        y /= 3.0
        return y
