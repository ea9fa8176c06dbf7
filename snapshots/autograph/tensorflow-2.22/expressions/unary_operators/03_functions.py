def unary_operators(a: int, b: int) -> int:
    """Unary minus and not on ints and comparisons."""
    with ag__.FunctionScope('unary_operators', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        r = -a * b - -(a - b)
        if not r > 0:
            r = -r
        return r
