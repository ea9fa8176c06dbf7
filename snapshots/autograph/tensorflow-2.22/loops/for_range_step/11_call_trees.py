def for_range_step(start: int, stop: int) -> int:
    """A for loop over range with start, stop and a step of 3."""
    with ag__.FunctionScope('for_range_step', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0
        for i in ag__.converted_call(range, (start, stop, 3), None, fscope):
            total += i
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
