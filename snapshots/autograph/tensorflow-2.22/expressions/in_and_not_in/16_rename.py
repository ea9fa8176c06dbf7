def tf__in_and_not_in(xs: List[int], v: int) -> bool:
    """Membership tests with in and not in on a list."""
    with ag__.FunctionScope('in_and_not_in', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.and_(lambda: ag__.ld(v) in ag__.ld(xs), lambda: 99 not in ag__.ld(xs))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
