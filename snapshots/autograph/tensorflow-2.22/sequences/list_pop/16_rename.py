def tf__list_pop(xs: List[int]) -> int:
    """Pops items from the end and from the front of a copied list."""
    with ag__.FunctionScope('list_pop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ys = ag__.converted_call(ag__.ld(list), (ag__.ld(xs),), None, fscope)
        last = ag__.converted_call(ag__.ld(ys).pop, (), None, fscope)
        first = ag__.converted_call(ag__.ld(ys).pop, (0,), None, fscope)
        try:
            do_return = True
            retval_ = ag__.ld(last) - ag__.ld(first) + ag__.converted_call(ag__.ld(len), (ag__.ld(ys),), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
