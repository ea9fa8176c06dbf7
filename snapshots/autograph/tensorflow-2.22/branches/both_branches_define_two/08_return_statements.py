def both_branches_define_two(a: int, b: int) -> int:
    """Two variables defined in both branches and used after the if."""
    with ag__.FunctionScope('both_branches_define_two', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if a < b:
            lo = a
            hi = b
        else:
            lo = b
            hi = a
        try:
            do_return = True
            retval_ = hi - lo
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
