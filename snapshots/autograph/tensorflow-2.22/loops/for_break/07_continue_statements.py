def for_break(n: int) -> int:
    """A for loop over range that breaks once a running total passes a limit."""
    with ag__.FunctionScope('for_break', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        total = 0
        break_ = False
        for i in range(n):
            continue_ = False
            (break_,)
            if total > 10:
                break_ = True
                continue_ = True
            if not continue_:
                total += i
        return total
