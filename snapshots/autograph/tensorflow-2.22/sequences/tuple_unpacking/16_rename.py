def tf__tuple_unpacking(a: int, b: int) -> Tuple[int, int]:
    """Swaps two values by tuple unpacking and returns a tuple."""
    with ag__.FunctionScope('tuple_unpacking', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        a, b = (ag__.ld(b), ag__.ld(a))
        lo, hi = ag__.if_exp(ag__.ld(a) < ag__.ld(b), lambda: (ag__.ld(a), ag__.ld(b)), lambda: (ag__.ld(b), ag__.ld(a)), 'a < b')
        try:
            do_return = True
            retval_ = (ag__.ld(lo), ag__.ld(hi))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
