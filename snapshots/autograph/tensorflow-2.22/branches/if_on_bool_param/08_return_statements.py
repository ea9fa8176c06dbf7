def if_on_bool_param(flag: bool, n: int) -> int:
    """An if whose condition is a bool parameter used directly."""
    with ag__.FunctionScope('if_on_bool_param', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if flag:
            try:
                do_return = True
                retval_ = n + 1
            except:
                do_return = False
                raise
        else:
            try:
                do_return = True
                retval_ = n - 1
            except:
                do_return = False
                raise
        return fscope.ret(retval_, do_return)
