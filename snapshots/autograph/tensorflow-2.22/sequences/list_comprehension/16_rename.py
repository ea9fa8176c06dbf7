def tf__list_comprehension(n: int) -> List[int]:
    """A list comprehension over range without a filter."""
    with ag__.FunctionScope('list_comprehension', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = [ag__.ld(i) * 2 for i in ag__.converted_call(ag__.ld(range), (ag__.ld(n),), None, fscope)]
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
