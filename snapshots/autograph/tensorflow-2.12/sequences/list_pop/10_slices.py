def list_pop(xs: ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None))) -> int:
    """Pops items from the end and from the front of a copied list."""
    with ag__.FunctionScope('list_pop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ALL, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ys = list(xs)
        ys, ys_1 = ag__.list_pop(ys, None, opts=ag__.ListPopOpts(element_dtype=None, element_shape=None))
        last = ys_1
        ys, ys_2 = ag__.list_pop(ys, 0, opts=ag__.ListPopOpts(element_dtype=None, element_shape=None))
        first = ys_2
        try:
            do_return = True
            retval_ = last - first + len(ys)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
