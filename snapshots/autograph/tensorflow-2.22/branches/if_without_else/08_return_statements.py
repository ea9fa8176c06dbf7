def if_without_else(n: int) -> int:
    """An if with no else that conditionally overwrites a variable."""
    with ag__.FunctionScope('if_without_else', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        r = n
        if n % 2 == 0:
            r = n // 2
        try:
            do_return = True
            retval_ = r
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
