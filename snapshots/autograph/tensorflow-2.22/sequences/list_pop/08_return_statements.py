def list_pop(xs: List[int]) -> int:
    """Pops items from the end and from the front of a copied list."""
    with ag__.FunctionScope('list_pop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ys = list(xs)
        last = ys.pop()
        first = ys.pop(0)
        try:
            do_return = True
            retval_ = last - first + len(ys)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
