def if_on_float_compare(x: float, limit: float) -> float:
    """An if on a comparison between two float parameters."""
    with ag__.FunctionScope('if_on_float_compare', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if x >= limit:
            x = limit
        try:
            do_return = True
            retval_ = x
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
