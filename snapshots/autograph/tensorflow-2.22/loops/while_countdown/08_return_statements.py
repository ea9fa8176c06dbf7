def while_countdown(n: int) -> int:
    """A plain while loop on a parameter compare, no break."""
    with ag__.FunctionScope('while_countdown', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0
        while n > 0:
            total += n
            n -= 1
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
