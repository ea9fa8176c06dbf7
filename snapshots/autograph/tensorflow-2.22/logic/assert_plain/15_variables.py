def assert_plain(n: int) -> int:
    """An assert without a message before the computation."""
    with ag__.FunctionScope('assert_plain', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        assert ag__.ld(n) >= 0
        try:
            do_return = True
            retval_ = ag__.ld(n) * 2
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
