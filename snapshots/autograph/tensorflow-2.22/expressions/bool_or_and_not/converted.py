def tf__bool_or_and_not(a: bool, b: bool) -> bool:
    """Boolean or, and, not combined in one returned expression."""
    with ag__.FunctionScope('bool_or_and_not', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.and_(lambda: ag__.or_(lambda: ag__.ld(a), lambda: ag__.ld(b)), lambda: ag__.not_(ag__.and_(lambda: ag__.ld(a), lambda: ag__.ld(b))))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
