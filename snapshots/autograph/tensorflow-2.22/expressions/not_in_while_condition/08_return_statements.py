def not_in_while_condition(n: int) -> int:
    """A while loop whose condition is `not done`."""
    with ag__.FunctionScope('not_in_while_condition', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        done = False
        steps = 0
        while not done:
            steps += 1
            done = steps * steps > n
        try:
            do_return = True
            retval_ = steps
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
