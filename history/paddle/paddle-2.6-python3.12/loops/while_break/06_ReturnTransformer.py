def while_break(n: int) ->int:
    __return_value_0 = None
    """A while True loop left through break (Collatz steps)."""
    steps = 0
    __break_0 = False
    while True and not __break_0:
        if n == 1:
            __break_0 = True
        if not __break_0:
            if n % 2 == 0:
                n = n // 2
            else:
                n = 3 * n + 1
            steps += 1
    __return_value_0 = steps
    return __return_value_0
