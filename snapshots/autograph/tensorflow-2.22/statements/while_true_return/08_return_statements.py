def while_true_return(n: int) -> int:
    """A while True loop left only through return. Rejected by TorchScript: not every path returns."""
    with ag__.FunctionScope('while_true_return', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        i = 1
        while not do_return and True:
            if i * i >= n:
                try:
                    do_return = True
                    retval_ = i
                except:
                    do_return = False
                    raise
            else:
                i += 1
        return fscope.ret(retval_, do_return)
