def tf__int_power(n: int) -> int:
    """n ** 2 annotated as int. Rejected by TorchScript: int ** int is typed float."""
    with ag__.FunctionScope('int_power', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.ld(n) ** 2
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
