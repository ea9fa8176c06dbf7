def return_in_every_branch(n: int) -> int:
    """Every branch of an if/elif/else chain returns; nothing follows."""
    with ag__.FunctionScope('return_in_every_branch', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if n > 0:
            try:
                do_return = True
                retval_ = 1
            except:
                do_return = False
                raise
        elif n < 0:
            try:
                do_return = True
                retval_ = -1
            except:
                do_return = False
                raise
        else:
            try:
                do_return = True
                retval_ = 0
            except:
                do_return = False
                raise
        return fscope.ret(retval_, do_return)
