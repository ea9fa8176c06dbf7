def tuple_return_conditional(a: int, b: int) -> Tuple[int, int]:
    """Returns one of two tuple displays chosen by a conditional expression."""
    with ag__.FunctionScope('tuple_return_conditional', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.if_exp(ag__.ld(a) <= ag__.ld(b), lambda: (ag__.ld(a), ag__.ld(b)), lambda: (ag__.ld(b), ag__.ld(a)), 'a <= b')
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
