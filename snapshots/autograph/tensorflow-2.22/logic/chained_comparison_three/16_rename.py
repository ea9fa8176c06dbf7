def tf__chained_comparison_three(a: int, b: int, c: int) -> bool:
    """A three-way chained comparison a < b < c != a."""
    with ag__.FunctionScope('chained_comparison_three', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.and_(lambda: ag__.and_(lambda: ag__.ld(a) < ag__.ld(b), lambda: ag__.ld(b) < ag__.ld(c)), lambda: ag__.ld(c) != ag__.ld(a))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
