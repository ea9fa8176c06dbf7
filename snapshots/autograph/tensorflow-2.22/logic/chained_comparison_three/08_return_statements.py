def chained_comparison_three(a: int, b: int, c: int) -> bool:
    """A three-way chained comparison a < b < c != a."""
    with ag__.FunctionScope('chained_comparison_three', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = a < b < c != a
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
