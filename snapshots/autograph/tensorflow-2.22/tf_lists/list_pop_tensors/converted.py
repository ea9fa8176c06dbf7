def tf__list_pop_tensors(x):
    """Pops tensors from the end and the front of a list display."""
    with ag__.FunctionScope('list_pop_tensors', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = ag__.new_list([ag__.ld(x), ag__.ld(x) * 2, ag__.ld(x) * 3])
        items, items_1 = ag__.list_pop(ag__.ld(items), None, opts=ag__.ListPopOpts(element_dtype=None, element_shape=None))
        last = items_1
        items, items_2 = ag__.list_pop(ag__.ld(items), 0, opts=ag__.ListPopOpts(element_dtype=None, element_shape=None))
        first = items_2
        try:
            do_return = True
            retval_ = ag__.ld(last) - ag__.ld(first) + ag__.get_item(ag__.ld(items), 0, opts=ag__.GetItemOpts(element_dtype=None))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
