def not_operator(flag: bool, n: int) -> int:
    """Uses not on a bool parameter inside an if."""
    with ag__.FunctionScope('not_operator', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        if not flag:
            return -n
        return n
