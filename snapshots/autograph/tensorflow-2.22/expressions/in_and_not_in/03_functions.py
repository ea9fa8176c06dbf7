def in_and_not_in(xs: List[int], v: int) -> bool:
    """Membership tests with in and not in on a list."""
    with ag__.FunctionScope('in_and_not_in', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        return v in xs and 99 not in xs
