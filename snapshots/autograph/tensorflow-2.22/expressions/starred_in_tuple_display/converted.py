def tf__starred_in_tuple_display(t: Tuple[int, int]) -> Tuple[int, int, int]:
    """Builds a tuple display containing a starred tuple, (0, *t)."""
    with ag__.FunctionScope('starred_in_tuple_display', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = (0, *ag__.ld(t))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
