def tf__min_max_of_list(xs: List[int]) -> int:
    """Builtin max and min applied to a whole list."""
    with ag__.FunctionScope('min_max_of_list', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(max), (ag__.ld(xs),), None, fscope) - ag__.converted_call(ag__.ld(min), (ag__.ld(xs),), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
