def tuple_unpacking(a: int, b: int) -> Tuple[int, int]:
    """Swaps two values by tuple unpacking and returns a tuple."""
    with ag__.FunctionScope('tuple_unpacking', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        a, b = (b, a)
        lo, hi = (a, b) if a < b else (b, a)
        try:
            do_return = True
            retval_ = (lo, hi)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
