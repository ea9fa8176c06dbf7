def early_return_in_if(n: int) -> int:
    """A return inside an if with code following the if."""
    with ag__.FunctionScope('early_return_in_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if n < 0:
            try:
                do_return = True
                retval_ = 0
            except:
                do_return = False
                raise
        else:
            n = n * 3
            try:
                do_return = True
                retval_ = n + 1
            except:
                do_return = False
                raise
        return fscope.ret(retval_, do_return)
