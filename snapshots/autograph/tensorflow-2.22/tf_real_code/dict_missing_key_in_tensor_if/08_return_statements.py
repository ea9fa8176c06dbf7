def dict_missing_key_in_tensor_if(a):
    """Writes into a missing key of a dict inside a tensor if: the converted code raises a KeyError while tracing."""
    with ag__.FunctionScope('dict_missing_key_in_tensor_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        x = {'a': a}
        if x['a'] > 0:
            x['b']['c'] = 1
        else:
            x['b']['c'] = -1
        try:
            do_return = True
            retval_ = x
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
