def del_local_name(n: int) -> int:
    """Deletes a local name with del after its last use."""
    with ag__.FunctionScope('del_local_name', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        tmp = n * 2
        total = tmp + 1
        del tmp
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
