def tf__arithmetic_operators(a: int, b: int) -> Tuple[int, int, int, float]:
    """Floor division, modulo, multiplication and true division on ints."""
    with ag__.FunctionScope('arithmetic_operators', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = (ag__.ld(a) // ag__.ld(b), ag__.ld(a) % ag__.ld(b), ag__.ld(a) * ag__.ld(b), ag__.ld(a) / ag__.ld(b))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
