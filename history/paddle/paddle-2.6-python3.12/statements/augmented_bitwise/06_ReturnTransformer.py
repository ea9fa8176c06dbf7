def augmented_bitwise(n: int) ->int:
    __return_value_0 = None
    """Uses |=, &=, ^=, <<= and >>= on one int variable."""
    x = n
    x |= 1
    x &= 14
    x ^= 3
    x <<= 2
    x >>= 1
    __return_value_0 = x
    return __return_value_0
