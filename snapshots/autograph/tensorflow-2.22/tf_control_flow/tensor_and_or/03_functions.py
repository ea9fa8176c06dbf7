def tensor_and_or(x, y):
    """An if on `and`/`or` of tensor comparisons, converted to lazy ag__.and_/or_."""
    with ag__.FunctionScope('tensor_and_or', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        if x > 0.0 and y > 0.0 or x > 2.0:
            r = x + y
        else:
            r = x - y
        return r
