def tf__del_local_name(n: int) -> int:
    """Deletes a local name with del after its last use."""
    with ag__.FunctionScope('del_local_name', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        tmp = ag__.ld(n) * 2
        total = ag__.ld(tmp) + 1
        tmp = ag__.Undefined('tmp')
        try:
            do_return = True
            retval_ = ag__.ld(total)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
