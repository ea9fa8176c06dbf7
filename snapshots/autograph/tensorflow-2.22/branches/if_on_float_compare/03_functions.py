def if_on_float_compare(x: float, limit: float) -> float:
    """An if on a comparison between two float parameters."""
    with ag__.FunctionScope('if_on_float_compare', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        if x >= limit:
            x = limit
        return x
