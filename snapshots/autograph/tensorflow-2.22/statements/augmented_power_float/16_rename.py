def tf__augmented_power_float(x: float) -> float:
    """Uses **= and /= on a float variable."""
    with ag__.FunctionScope('augmented_power_float', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        y = ag__.ld(x)
        y = ag__.ld(y)
        y **= 2.0
        y = ag__.ld(y)
        y /= 3.0
        try:
            do_return = True
            retval_ = ag__.ld(y)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
