def assert_two_conditions(lo: int, hi: int) -> int:
    """Two asserts, one of them on a compound condition."""
    with ag__.FunctionScope('assert_two_conditions', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ASSERT_STATEMENTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ag__.assert_stmt(lo >= 0, lambda: 'Assertion error')
        ag__.assert_stmt(lo < hi and hi < 100, lambda: 'need 0 <= lo < hi < 100')
        try:
            do_return = True
            retval_ = hi - lo
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
