def both_branches_define_two(a: int, b: int) ->int:
    __return_value_0 = None
    """Two variables defined in both branches and used after the if."""
    if a < b:
        lo = a
        hi = b
    else:
        lo = b
        hi = a
    __return_value_0 = hi - lo
    return __return_value_0
