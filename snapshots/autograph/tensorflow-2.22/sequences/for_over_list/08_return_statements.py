def for_over_list(xs: List[int]) -> int:
    """Iterates directly over a list's items (not over range)."""
    with ag__.FunctionScope('for_over_list', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0
        for x in xs:
            total += x
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
