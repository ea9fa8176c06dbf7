def starred_unpack_assign(t: Tuple[int, int, int]) -> int:
    """Unpacks a tuple with a starred target, a, *rest = t."""
    with ag__.FunctionScope('starred_unpack_assign', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        a, *rest = ag__.ld(t)
        try:
            do_return = True
            retval_ = ag__.ld(a) + ag__.converted_call(ag__.ld(len), (ag__.ld(rest),), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
