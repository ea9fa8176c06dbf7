def pass_in_branch(n: int) -> int:
    """A pass statement as the whole body of one if branch."""
    with ag__.FunctionScope('pass_in_branch', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        if n > 0:
            pass
        else:
            n = -n
        return n
