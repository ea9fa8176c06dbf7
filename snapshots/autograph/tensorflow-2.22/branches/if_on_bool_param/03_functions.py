def if_on_bool_param(flag: bool, n: int) -> int:
    """An if whose condition is a bool parameter used directly."""
    with ag__.FunctionScope('if_on_bool_param', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        if flag:
            return n + 1
        else:
            return n - 1
