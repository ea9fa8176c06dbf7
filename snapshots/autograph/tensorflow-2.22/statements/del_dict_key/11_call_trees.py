def del_dict_key(n: int) -> int:
    """Builds a dict display, deletes one key with del and sums the rest."""
    with ag__.FunctionScope('del_dict_key', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        d: Dict[str, int] = {'a': n, 'b': 2 * n, 'c': 3 * n}
        del d['a']
        try:
            do_return = True
            retval_ = d['b'] + d['c'] + ag__.converted_call(len, (d,), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
