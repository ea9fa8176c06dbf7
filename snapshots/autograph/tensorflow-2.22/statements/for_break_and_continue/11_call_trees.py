def for_break_and_continue(n: int) -> int:
    """A for loop over range with a continue and a break in the same body."""
    with ag__.FunctionScope('for_break_and_continue', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0
        break_ = False
        for i in ag__.converted_call(range, (n,), None, fscope):
            continue_ = False
            (break_,)
            if i % 2 == 0:
                continue_ = True
            if not continue_:
                if i > 7:
                    break_ = True
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
