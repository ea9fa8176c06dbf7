def tf__fstring_format(n: int) -> str:
    """An f-string with two interpolated expressions."""
    with ag__.FunctionScope('fstring_format', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = f'n={ag__.ld(n)}, twice={ag__.ld(n) * 2}'
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
