def calls_two_helpers(n: int) -> int:
    """Chains calls to two module-level helpers."""
    with ag__.FunctionScope('calls_two_helpers', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = _clamp(_helper(n), 0, 20)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
