def and_or(a: int, b: int) -> bool:
    """Combines comparisons with and/or in a returned expression."""
    with ag__.FunctionScope('and_or', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.or_(lambda: ag__.and_(lambda: a > 0, lambda: b > 0), lambda: ag__.and_(lambda: a < 0, lambda: b < 0))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
