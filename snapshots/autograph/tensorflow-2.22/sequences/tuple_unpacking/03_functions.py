def tuple_unpacking(a: int, b: int) -> Tuple[int, int]:
    """Swaps two values by tuple unpacking and returns a tuple."""
    with ag__.FunctionScope('tuple_unpacking', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        a, b = (b, a)
        lo, hi = (a, b) if a < b else (b, a)
        return (lo, hi)
