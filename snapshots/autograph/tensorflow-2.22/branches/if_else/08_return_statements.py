def if_else(n: int) -> int:
    """Plain if/else that assigns the same variable in both branches."""
    with ag__.FunctionScope('if_else', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if n > 0:
            y = n * 2
        else:
            y = -n
        try:
            do_return = True
            retval_ = y
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
