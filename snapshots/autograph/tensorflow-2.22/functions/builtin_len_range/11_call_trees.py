def builtin_len_range(xs: List[int]) -> int:
    """Uses len and range to index through a list."""
    with ag__.FunctionScope('builtin_len_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0
        for i in ag__.converted_call(range, (ag__.converted_call(len, (xs,), None, fscope),), None, fscope):
            total += xs[i] * i
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
