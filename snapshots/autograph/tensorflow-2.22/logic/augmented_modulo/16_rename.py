def tf__augmented_modulo(n: int) -> int:
    """Uses %= on an int. Rejected by TorchScript: int %= is typed float, not int."""
    with ag__.FunctionScope('augmented_modulo', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        x = ag__.ld(n)
        x = ag__.ld(x)
        x %= 7
        try:
            do_return = True
            retval_ = ag__.ld(x)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
