def dict_comprehension(n: int) -> Dict[int, int]:
    """A dict comprehension over range mapping i to i * i."""
    with ag__.FunctionScope('dict_comprehension', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        try:
            do_return = True
            retval_ = {ag__.ld(i): ag__.ld(i) * ag__.ld(i) for i in ag__.converted_call(ag__.ld(range), (ag__.ld(n),), None, fscope)}
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
