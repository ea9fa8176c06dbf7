def raise_on_negative(n: int) -> int:
    """A raise ValueError(...) in an if branch that the example input does not take."""
    with ag__.FunctionScope('raise_on_negative', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if n < 0:
            raise ValueError('n must not be negative')
        try:
            do_return = True
            retval_ = n * 2
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
