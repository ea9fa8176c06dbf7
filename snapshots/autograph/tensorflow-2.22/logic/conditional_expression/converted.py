def tf__conditional_expression(n: int) -> int:
    """A conditional expression a if c else b."""
    with ag__.FunctionScope('conditional_expression', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.if_exp(ag__.ld(n) % 2 == 0, lambda: ag__.ld(n) // 2, lambda: 3 * ag__.ld(n) + 1, 'n % 2 == 0')
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
