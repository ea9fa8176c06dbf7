def tf__global_statement(x):
    """Rebinds a module global via `global`. Not rejected by AutoGraph 2.21: to_code and tracing accept it."""
    with ag__.FunctionScope('global_statement', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        global _CALLS
        _CALLS = ag__.ld(x) * 2
        try:
            do_return = True
            retval_ = ag__.ld(_CALLS) + 1
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
