def for_break_and_continue(n: int) -> int:
    """A for loop over range with a continue and a break in the same body."""
    with ag__.FunctionScope('for_break_and_continue', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = 0
        for i in range(n):
            if i % 2 == 0:
                continue
            if i > 7:
                break
            total += i
        return total
