def builtin_calls(n: int) -> int:
    """Uses abs, min, max, int and float builtins on scalars."""
    with ag__.FunctionScope('builtin_calls', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        a = abs(n)
        b = max(a, 3)
        c = min(b, 100)
        f = float(c) / 2.0
        try:
            do_return = True
            retval_ = int(f)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
