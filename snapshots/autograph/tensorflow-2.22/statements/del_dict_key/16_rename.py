def tf__del_dict_key(n: int) -> int:
    """Builds a dict display, deletes one key with del and sums the rest."""
    with ag__.FunctionScope('del_dict_key', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        d: ag__.ld(Dict)[ag__.ld(str), ag__.ld(int)] = {'a': ag__.ld(n), 'b': 2 * ag__.ld(n), 'c': 3 * ag__.ld(n)}
        del ag__.ld(d)['a']
        try:
            do_return = True
            retval_ = ag__.ld(d)['b'] + ag__.ld(d)['c'] + ag__.converted_call(ag__.ld(len), (ag__.ld(d),), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
