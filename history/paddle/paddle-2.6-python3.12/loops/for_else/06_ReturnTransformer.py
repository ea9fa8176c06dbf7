def for_else(n: int) ->int:
    __return_value_0 = None
    """A for loop with an else clause. Rejected by AutoGraph and TorchScript: no for/else."""
    found = -1
    __break_0 = False
    i = 2
    while i < n and not __break_0:
        if n % i == 0:
            found = i
            __break_0 = True
        i += 1
    else:
        found = n
    __return_value_0 = found
    return __return_value_0
