def for_continue(n: int) -> int:
    """A for loop over range that skips odd numbers with continue."""
    with ag__.FunctionScope('for_continue', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = 0
        for i in range(n):
            if i % 2 == 1:
                continue
            total += i
        return total
