def tensor_equality(a, b):
    """== and != between scalar tensors in an if, converted to ag__.eq / ag__.not_eq."""
    with ag__.FunctionScope('tensor_equality', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        if a == b:
            r = a * 10
        elif a != 0:
            r = a
        else:
            r = b
        try:
            do_return = True
            retval_ = r
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
