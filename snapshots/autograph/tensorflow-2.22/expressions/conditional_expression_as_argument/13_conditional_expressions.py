def conditional_expression_as_argument(a: int, b: int) -> int:
    """A conditional expression passed as an argument of a call."""
    with ag__.FunctionScope('conditional_expression_as_argument', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.converted_call(max, (ag__.if_exp(a > 0, lambda: a, lambda: 0, 'a > 0'), ag__.if_exp(b < 4, lambda: b, lambda: 4, 'b < 4')), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
