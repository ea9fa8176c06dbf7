def list_setitem(xs: ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None))) -> ag__.get_item(List, int, opts=ag__.GetItemOpts(element_dtype=None)):
    """Assigns list items by index in a loop."""
    with ag__.FunctionScope('list_setitem', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ALL, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        ys = ag__.converted_call(list, (xs,), None, fscope)
        for i in ag__.converted_call(range, (ag__.converted_call(len, (ys,), None, fscope),), None, fscope):
            ys = ag__.set_item(ys, i, ag__.get_item(ys, i, opts=ag__.GetItemOpts(element_dtype=None)) * 10)
        try:
            do_return = True
            retval_ = ys
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
