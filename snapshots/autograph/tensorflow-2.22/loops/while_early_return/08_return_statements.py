def while_early_return(n: int) -> int:
    """A while loop that returns from inside its body."""
    with ag__.FunctionScope('while_early_return', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        i = 1
        while not do_return and i < n:
            if i * i > n:
                try:
                    do_return = True
                    retval_ = i
                except:
                    do_return = False
                    raise
            else:
                i += 1
        if not do_return:
            try:
                do_return = True
                retval_ = -1
            except:
                do_return = False
                raise
        return fscope.ret(retval_, do_return)
