def enumerate_list(xs: List[int]) -> int:
    """Iterates with enumerate, unpacking index and value."""
    with ag__.FunctionScope('enumerate_list', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = 0
        for i, x in enumerate(xs):
            total += i * x
        return total
