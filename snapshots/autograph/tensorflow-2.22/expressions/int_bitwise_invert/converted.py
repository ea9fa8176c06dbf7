def tf__int_bitwise_invert(n: int) -> int:
    """Bitwise invert ~n on an int. Rejected by TorchScript: ~ (aten::bitwise_not) is defined for tensors only."""
    with ag__.FunctionScope('int_bitwise_invert', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ~ag__.ld(n) + 1
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
