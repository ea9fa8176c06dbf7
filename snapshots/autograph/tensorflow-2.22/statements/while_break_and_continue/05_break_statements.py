def while_break_and_continue(n: int) -> int:
    """A while loop using both continue and break on different conditions."""
    with ag__.FunctionScope('while_break_and_continue', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        i = 0
        total = 0
        break_ = False
        while not break_ and i < n:
            i += 1
            if i % 2 == 0:
                continue
            if total > 20:
                break_ = True
                continue
            total += i
        return total
