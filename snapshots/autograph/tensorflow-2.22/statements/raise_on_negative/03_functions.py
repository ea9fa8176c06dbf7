def raise_on_negative(n: int) -> int:
    """A raise ValueError(...) in an if branch that the example input does not take."""
    with ag__.FunctionScope('raise_on_negative', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        if n < 0:
            raise ValueError('n must not be negative')
        return n * 2
