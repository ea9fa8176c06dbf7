def starred_unpack_assign(t: Tuple[int, int, int]) -> int:
    """Unpacks a tuple with a starred target, a, *rest = t."""
    with ag__.FunctionScope('starred_unpack_assign', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        a, *rest = t
        return a + len(rest)
