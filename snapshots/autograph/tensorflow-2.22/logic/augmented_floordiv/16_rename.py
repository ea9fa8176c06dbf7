def tf__augmented_floordiv(n: int) -> int:
    """Uses //= on an int. Rejected by TorchScript: //= augmented assignment unsupported."""
    with ag__.FunctionScope('augmented_floordiv', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        x = ag__.ld(n)
        x = ag__.ld(x)
        x //= 3
        try:
            do_return = True
            retval_ = ag__.ld(x)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
