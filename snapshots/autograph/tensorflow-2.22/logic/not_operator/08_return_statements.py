def not_operator(flag: bool, n: int) -> int:
    """Uses not on a bool parameter inside an if."""
    with ag__.FunctionScope('not_operator', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if not flag:
            try:
                do_return = True
                retval_ = -n
            except:
                do_return = False
                raise
        else:
            try:
                do_return = True
                retval_ = n
            except:
                do_return = False
                raise
        return fscope.ret(retval_, do_return)
