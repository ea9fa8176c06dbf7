def elif_chain(n: int) -> int:
    """An if/elif/elif/else chain picking one of four results."""
    with ag__.FunctionScope('elif_chain', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if n < 0:
            r = -1
        elif n == 0:
            r = 0
        elif n < 10:
            r = 1
        else:
            r = 2
        try:
            do_return = True
            retval_ = r
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
