def bump(x):
    with ag__.FunctionScope('bump', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        nonlocal calls
        calls = 1
        return x + calls
