def nested_while_break(n: int) -> int:
    """A break in an inner while loop nested inside an outer while loop."""
    with ag__.FunctionScope('nested_while_break', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        i = 0
        count = 0
        while i < n:
            j = 0
            break__1 = False
            while not break__1 and True:
                continue__1 = False
                if j >= i:
                    break__1 = True
                    continue__1 = True
                if not continue__1:
                    count += 1
                    j += 1
            i += 1
        try:
            do_return = True
            retval_ = count
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
