def augmented_bitwise(n: _jst.Ld(int)) ->_jst.Ld(int):
    __return_value_0 = None
    """Uses |=, &=, ^=, <<= and >>= on one int variable."""
    x = _jst.Ld(n)
    x |= 1
    x &= 14
    x ^= 3
    x <<= 2
    x >>= 1
    __return_value_0 = _jst.Ld(x)
    return _jst.Ld(__return_value_0)
