def and_or_in_if(a: bool, b: bool, n: int) -> int:
    """An if whose condition mixes and, or and not."""
    with ag__.FunctionScope('and_or_in_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if a and (not b) or n > 10:
            try:
                do_return = True
                retval_ = 1
            except:
                do_return = False
                raise
        else:
            try:
                do_return = True
                retval_ = 0
            except:
                do_return = False
                raise
        return fscope.ret(retval_, do_return)
