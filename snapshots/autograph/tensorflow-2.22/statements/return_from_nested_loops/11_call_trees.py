def return_from_nested_loops(n: int, target: int) -> Tuple[int, int]:
    """Returns a pair from inside two nested for loops."""
    with ag__.FunctionScope('return_from_nested_loops', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        for i in ag__.converted_call(range, (n,), None, fscope):
            for j in ag__.converted_call(range, (n,), None, fscope):
                if i * j == target:
                    try:
                        do_return = True
                        retval_ = (i, j)
                    except:
                        do_return = False
                        raise
        if not do_return:
            try:
                do_return = True
                retval_ = (-1, -1)
            except:
                do_return = False
                raise
        return fscope.ret(retval_, do_return)
