def nested_for(rows: int, cols: int) -> int:
    """Two nested for loops over range accumulating a product sum."""
    with ag__.FunctionScope('nested_for', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0
        for i in ag__.converted_call(range, (rows,), None, fscope):
            for j in ag__.converted_call(range, (cols,), None, fscope):
                total += i * j
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
