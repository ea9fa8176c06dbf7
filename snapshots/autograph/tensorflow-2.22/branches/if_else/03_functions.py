def if_else(n: int) -> int:
    """Plain if/else that assigns the same variable in both branches."""
    with ag__.FunctionScope('if_else', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        if n > 0:
            y = n * 2
        else:
            y = -n
        return y
