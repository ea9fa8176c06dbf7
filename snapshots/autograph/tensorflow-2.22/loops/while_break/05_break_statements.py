def while_break(n: int) -> int:
    """A while True loop left through break (Collatz steps)."""
    with ag__.FunctionScope('while_break', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        steps = 0
        break_ = False
        while not break_ and True:
            if n == 1:
                break_ = True
                continue
            if n % 2 == 0:
                n = n // 2
            else:
                n = 3 * n + 1
            steps += 1
        return steps
