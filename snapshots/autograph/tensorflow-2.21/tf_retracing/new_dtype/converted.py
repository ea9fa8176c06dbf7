def tf__new_dtype(x):
    """float32, then float64: each dtype its own trace."""
    with ag__.FunctionScope('new_dtype', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.ld(x) * 2
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
