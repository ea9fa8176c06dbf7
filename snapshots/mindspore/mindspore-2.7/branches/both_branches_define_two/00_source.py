def both_branches_define_two(a: int, b: int) -> int:
    """Two variables defined in both branches and used after the if."""
    if a < b:
        lo = a
        hi = b
    else:
        lo = b
        hi = a
    return hi - lo
