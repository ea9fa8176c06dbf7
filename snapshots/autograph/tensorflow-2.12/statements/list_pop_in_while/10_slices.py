def list_pop_in_while(xs: ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None))) -> int:
    """Pops items off a copied list in a while loop until it is empty."""
    with ag__.FunctionScope('list_pop_in_while', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ALL, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ys = list(xs)
        total = 0
        while len(ys) > 0:
            ys, ys_1 = ag__.list_pop(ys, None, opts=ag__.ListPopOpts(element_dtype=None, element_shape=None))
            total = total * 10 + ys_1
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
