def augmented_bitwise(n: int) -> int:
    """Uses |=, &=, ^=, <<= and >>= on one int variable."""
    with ag__.FunctionScope('augmented_bitwise', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        x = ag__.ld(n)
        x = ag__.ld(x)
        x |= 1
        x = ag__.ld(x)
        x &= 14
        x = ag__.ld(x)
        x ^= 3
        x = ag__.ld(x)
        x <<= 2
        x = ag__.ld(x)
        x >>= 1
        try:
            do_return = True
            retval_ = ag__.ld(x)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
