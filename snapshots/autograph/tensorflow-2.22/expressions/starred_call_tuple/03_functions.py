def starred_call_tuple(t: Tuple[int, int, int]) -> int:
    """Calls a helper with a starred tuple, f(*t)."""
    with ag__.FunctionScope('starred_call_tuple', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return _add3(*t)
