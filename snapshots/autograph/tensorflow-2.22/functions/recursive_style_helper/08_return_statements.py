def recursive_style_helper(n: int) -> int:
    """Calls a helper in a loop, feeding its result back in."""
    with ag__.FunctionScope('recursive_style_helper', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        v = n
        for _ in range(3):
            v = _helper(v) % 17
        try:
            do_return = True
            retval_ = v
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
