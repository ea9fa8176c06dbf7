def tf__nested_conditional_expression(n: int) -> int:
    """Conditional expressions nested in the else part."""
    with ag__.FunctionScope('nested_conditional_expression', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.if_exp(ag__.ld(n) > 0, lambda: 1, lambda: 0 if ag__.ld(n) == 0 else -1, 'n > 0')
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
