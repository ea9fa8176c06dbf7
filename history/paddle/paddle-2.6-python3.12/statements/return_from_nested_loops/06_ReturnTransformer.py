def return_from_nested_loops(n: int, target: int) ->Tuple[int, int]:
    __return_value_0 = None
    """Returns a pair from inside two nested for loops."""
    i = 0
    __return_0 = _jst.create_bool_as_type(i * j == target, False)
    while i < n and not __return_0:
        j = 0
        while j < n and not __return_0:
            if i * j == target:
                __return_0 = _jst.create_bool_as_type(i * j == target, True)
                __return_value_0 = i, j
            j += 1
        i += 1
    if not __return_0:
        __return_1 = _jst.create_bool_as_type(not __return_0, True)
        __return_value_0 = -1, -1
    return __return_value_0
