def conditional_expression_with_and(a: int, b: int) -> int:
    """A conditional expression whose test is an and of two comparisons."""
    with ag__.FunctionScope('conditional_expression_with_and', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.if_exp(a > 0 and b > 0, lambda: a * b, lambda: a + b, 'a > 0 and b > 0')
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
