def tf__python_scalar(x, n):
    """A Python number is part of the trace's signature by its value: a new value, a new trace."""
    with ag__.FunctionScope('python_scalar', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.ld(x) * ag__.ld(n)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
