def string_concat_in_loop(n: int) -> str:
    """Concatenates strings chosen by a conditional expression in a loop."""
    with ag__.FunctionScope('string_concat_in_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        s = ''
        for i in ag__.converted_call(range, (n,), None, fscope):
            s = s + ('x' if i % 2 == 0 else 'o')
        try:
            do_return = True
            retval_ = s
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
