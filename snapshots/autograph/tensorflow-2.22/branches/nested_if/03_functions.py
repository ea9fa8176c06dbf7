def nested_if(a: int, b: int) -> int:
    """An if nested inside both branches of an outer if."""
    with ag__.FunctionScope('nested_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        if a > 0:
            if b > 0:
                r = a + b
            else:
                r = a - b
        elif b > 0:
            r = b - a
        else:
            r = 0
        return r
