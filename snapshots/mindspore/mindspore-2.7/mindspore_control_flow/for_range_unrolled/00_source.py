def for_range_unrolled(x, n):
    """A for over range of a Python int: loop_unroll unrolls it with n folded in, one Muls and one Add an iteration."""
    for _ in range(n):
        x = x * 2 + 1
    return x
