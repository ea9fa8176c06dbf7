def for_else(n):
    __return_0 = False
    __return_value_0 = None
    __break_0 = False
    'A for loop with an else clause. Rejected by AutoGraph and TorchScript: no for/else.'
    found = -1
    i = 2
    while i < n and (not __break_0):
        if n % i == 0:
            found = i
            __break_0 = True
        i += 1
    else:
        found = n
    __return_value_0 = found
    return __return_value_0
