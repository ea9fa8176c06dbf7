def python_scalar(x, n):
    """A Python number is part of the trace's signature by its value: a new value, a new trace."""
    with ag__.FunctionScope('python_scalar', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return x * n
