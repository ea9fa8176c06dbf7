def while_continue(n: int) -> int:
    """A while loop that skips multiples of three with continue."""
    with ag__.FunctionScope('while_continue', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        i = 0
        total = 0
        while i < n:
            continue_ = False
            i += 1
            if i % 3 == 0:
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
