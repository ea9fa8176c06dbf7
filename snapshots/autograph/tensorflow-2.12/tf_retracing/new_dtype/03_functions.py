def new_dtype(x):
    """float32, then float64: each dtype its own trace."""
    with ag__.FunctionScope('new_dtype', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return x * 2
