def return_in_every_branch(n: int) -> int:
    """Every branch of an if/elif/else chain returns; nothing follows."""
    with ag__.FunctionScope('return_in_every_branch', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        if n > 0:
            return 1
        elif n < 0:
            return -1
        else:
            return 0
