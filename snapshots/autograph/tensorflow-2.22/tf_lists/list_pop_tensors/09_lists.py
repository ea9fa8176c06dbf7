def list_pop_tensors(x):
    """Pops tensors from the end and the front of a list display."""
    with ag__.FunctionScope('list_pop_tensors', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = ag__.new_list([x, x * 2, x * 3])
        items, items_1 = ag__.list_pop(items, None, opts=ag__.ListPopOpts(element_dtype=None, element_shape=None))
        last = items_1
        items, items_2 = ag__.list_pop(items, 0, opts=ag__.ListPopOpts(element_dtype=None, element_shape=None))
        first = items_2
        try:
            do_return = True
            retval_ = last - first + items[0]
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
