def tf__dict_missing_key_in_tensor_if(a):
    """Writes into a missing key of a dict inside a tensor if: the converted code raises a KeyError while tracing."""
    with ag__.FunctionScope('dict_missing_key_in_tensor_if', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        x = {'a': ag__.ld(a)}

        def get_state():
            return (ag__.ldu(lambda: x['b']['c'], "x['b']['c']"),)

        def set_state(vars_):
            x['b']['c'], = vars_

        def if_body():
            ag__.ld(x)['b']['c'] = 1

        def else_body():
            ag__.ld(x)['b']['c'] = -1
        ag__.if_stmt(ag__.ld(x)['a'] > 0, if_body, else_body, get_state, set_state, ("x['b']['c']",), 1)
        try:
            do_return = True
            retval_ = ag__.ld(x)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
