def tf__unary_plus(n: int) -> int:
    """Unary plus on an int. Rejected by TorchScript: unary + is unsupported (its error path raises AttributeError)."""
    with ag__.FunctionScope('unary_plus', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = +ag__.ld(n) - 1
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
