def assert_plain(n: int) -> int:
    """An assert without a message before the computation."""
    with ag__.FunctionScope('assert_plain', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ALL, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ag__.assert_stmt(n >= 0, lambda: 'Assertion error')
        try:
            do_return = True
            retval_ = n * 2
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
