def pass_in_branch(n: int) -> int:
    """A pass statement as the whole body of one if branch."""
    with ag__.FunctionScope('pass_in_branch', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if n > 0:
            pass
        else:
            n = -n
        try:
            do_return = True
            retval_ = n
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
