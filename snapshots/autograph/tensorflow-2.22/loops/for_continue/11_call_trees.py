def for_continue(n: int) -> int:
    """A for loop over range that skips odd numbers with continue."""
    with ag__.FunctionScope('for_continue', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0
        for i in ag__.converted_call(range, (n,), None, fscope):
            continue_ = False
            if i % 2 == 1:
                continue_ = True
            if not continue_:
                total += i
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
