def builtin_calls(n: int) -> int:
    """Uses abs, min, max, int and float builtins on scalars."""
    with ag__.FunctionScope('builtin_calls', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        a = ag__.converted_call(abs, (n,), None, fscope)
        b = ag__.converted_call(max, (a, 3), None, fscope)
        c = ag__.converted_call(min, (b, 100), None, fscope)
        f = ag__.converted_call(float, (c,), None, fscope) / 2.0
        try:
            do_return = True
            retval_ = ag__.converted_call(int, (f,), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
