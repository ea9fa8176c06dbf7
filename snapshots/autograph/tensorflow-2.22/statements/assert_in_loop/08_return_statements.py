def assert_in_loop(xs: List[int]) -> int:
    """An assert with a message inside a for loop over a list."""
    with ag__.FunctionScope('assert_in_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ASSERT_STATEMENTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = 0
        for x in xs:
            ag__.assert_stmt(x % 2 == 0, lambda: 'every item must be even')
            total += x
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
