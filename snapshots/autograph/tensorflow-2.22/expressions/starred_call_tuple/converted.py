def tf__starred_call_tuple(t: Tuple[int, int, int]) -> int:
    """Calls a helper with a starred tuple, f(*t)."""
    with ag__.FunctionScope('starred_call_tuple', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(_add3), tuple(ag__.ld(t)), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
