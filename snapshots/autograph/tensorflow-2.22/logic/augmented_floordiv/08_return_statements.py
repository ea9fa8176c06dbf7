def augmented_floordiv(n: int) -> int:
    """Uses //= on an int. Rejected by TorchScript: //= augmented assignment unsupported."""
    with ag__.FunctionScope('augmented_floordiv', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        x = n
        x //= 3
        try:
            do_return = True
            retval_ = x
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
