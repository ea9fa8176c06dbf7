def both_branches_define_two(a: int, b: int) -> int:
    """Two variables defined in both branches and used after the if."""
    with ag__.FunctionScope('both_branches_define_two', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        if a < b:
            lo = a
            hi = b
        else:
            lo = b
            hi = a
        return hi - lo
