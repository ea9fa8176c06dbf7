def tf__chained_comparison(n: int) -> bool:
    """A chained comparison 0 <= n < 10."""
    with ag__.FunctionScope('chained_comparison', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.and_(lambda: 0 <= ag__.ld(n), lambda: ag__.ld(n) < 10)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
