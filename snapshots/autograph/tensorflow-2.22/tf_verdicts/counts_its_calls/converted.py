def tf__counts_its_calls(x):
    """Adds one to a module-level counter on each call: a fresh call returns 2, and each trace runs the body once."""
    with ag__.FunctionScope('counts_its_calls', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ag__.ld(_CALLS)[0] += 1
        try:
            do_return = True
            retval_ = ag__.ld(x) + ag__.ld(_CALLS)[0]
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
