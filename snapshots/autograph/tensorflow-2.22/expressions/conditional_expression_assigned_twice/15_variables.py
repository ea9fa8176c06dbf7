def conditional_expression_assigned_twice(n: int) -> int:
    """Two conditional expressions, the second using the first's result."""
    with ag__.FunctionScope('conditional_expression_assigned_twice', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        half = ag__.if_exp(ag__.ld(n) % 2 == 0, lambda: ag__.ld(n) // 2, lambda: (ag__.ld(n) + 1) // 2, 'n % 2 == 0')
        sign = ag__.if_exp(ag__.ld(half) > 2, lambda: 1, lambda: -1, 'half > 2')
        try:
            do_return = True
            retval_ = ag__.ld(half) * ag__.ld(sign)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
