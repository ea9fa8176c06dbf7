def for_early_return(n: int) -> int:
    """A for loop that returns the first multiple of 7 it meets."""
    with ag__.FunctionScope('for_early_return', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        for i in range(1, n):
            if i % 7 == 0:
                try:
                    do_return = True
                    retval_ = i
                except:
                    do_return = False
                    raise
        if not do_return:
            try:
                do_return = True
                retval_ = 0
            except:
                do_return = False
                raise
        return fscope.ret(retval_, do_return)
