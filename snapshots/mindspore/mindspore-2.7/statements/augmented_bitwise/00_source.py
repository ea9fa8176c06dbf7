def augmented_bitwise(n: int) -> int:
    """Uses |=, &=, ^=, <<= and >>= on one int variable."""
    x = n
    x |= 1
    x &= 14
    x ^= 3
    x <<= 2
    x >>= 1
    return x
