def nested_for_break_inner(rows: int, cols: int) -> int:
    """A break in an inner loop that leaves the outer loop running."""
    with ag__.FunctionScope('nested_for_break_inner', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        count = 0
        for i in ag__.converted_call(range, (rows,), None, fscope):
            break__1 = False
            for j in ag__.converted_call(range, (cols,), None, fscope):
                continue__1 = False
                (break__1,)
                if j > i:
                    break__1 = True
                    continue__1 = True
                if not continue__1:
                    count += 1
        try:
            do_return = True
            retval_ = count
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
