def bump(x):
    with ag__.FunctionScope('bump', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        nonlocal calls
        calls = 1
        try:
            do_return = True
            retval_ = x + calls
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
