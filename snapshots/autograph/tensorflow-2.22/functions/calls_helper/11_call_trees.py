def calls_helper(n: int) -> int:
    """Calls a private helper function defined in the same module."""
    with ag__.FunctionScope('calls_helper', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.converted_call(_helper, (n,), None, fscope) + ag__.converted_call(_helper, (n + 1,), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
