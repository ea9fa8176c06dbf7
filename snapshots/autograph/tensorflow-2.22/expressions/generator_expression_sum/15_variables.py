def generator_expression_sum(xs: List[int]) -> int:
    """sum() over a generator expression."""
    with ag__.FunctionScope('generator_expression_sum', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(sum), ((ag__.ld(x) * ag__.ld(x) for x in ag__.ld(xs)),), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
