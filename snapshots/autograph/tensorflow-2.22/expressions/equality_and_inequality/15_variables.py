def equality_and_inequality(a: int, b: int, c: int) -> bool:
    """== and != between int parameters, joined by and."""
    with ag__.FunctionScope('equality_and_inequality', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.and_(lambda: ag__.ld(a) == ag__.ld(b), lambda: ag__.ld(b) != ag__.ld(c))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
