def assert_with_message(n: int) -> int:
    """An assert with a message string."""
    with ag__.FunctionScope('assert_with_message', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ASSERT_STATEMENTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ag__.assert_stmt(ag__.ld(n) % 2 == 0, lambda: 'n must be even')
        try:
            do_return = True
            retval_ = ag__.ld(n) // 2
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
