def conditional_expression_assigned_twice(n: int) -> int:
    """Two conditional expressions, the second using the first's result."""
    with ag__.FunctionScope('conditional_expression_assigned_twice', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        half = n // 2 if n % 2 == 0 else (n + 1) // 2
        sign = 1 if half > 2 else -1
        try:
            do_return = True
            retval_ = half * sign
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
