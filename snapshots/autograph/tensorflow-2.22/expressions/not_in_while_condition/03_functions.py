def not_in_while_condition(n: int) -> int:
    """A while loop whose condition is `not done`."""
    with ag__.FunctionScope('not_in_while_condition', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        done = False
        steps = 0
        while not done:
            steps += 1
            done = steps * steps > n
        return steps
