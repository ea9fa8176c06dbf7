def tf__list_pop_tensors(x):
    """Pops tensors from the end and the front of a list display."""
    with ag__.FunctionScope('list_pop_tensors', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = [ag__.ld(x), ag__.ld(x) * 2, ag__.ld(x) * 3]
        last = ag__.converted_call(ag__.ld(items).pop, (), None, fscope)
        first = ag__.converted_call(ag__.ld(items).pop, (0,), None, fscope)
        try:
            do_return = True
            retval_ = ag__.ld(last) - ag__.ld(first) + ag__.ld(items)[0]
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
