def nested_for_continue_outer_break(n: int) -> int:
    """A continue in an inner for loop and a break in the outer one."""
    with ag__.FunctionScope('nested_for_continue_outer_break', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0
        break_ = False
        for i in ag__.converted_call(range, (n,), None, fscope):
            continue_ = False
            (break_,)
            if total > 12:
                break_ = True
                continue_ = True
            if not continue_:
                for j in ag__.converted_call(range, (n,), None, fscope):
                    continue__1 = False
                    if i == j:
                        continue__1 = True
                    if not continue__1:
                        total += j
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
