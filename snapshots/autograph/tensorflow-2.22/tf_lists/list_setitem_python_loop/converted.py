def tf__list_setitem_python_loop(x):
    """Doubles each item of a list of tensors in place by index in a Python loop."""
    with ag__.FunctionScope('list_setitem_python_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = ag__.new_list([ag__.ld(x), ag__.ld(x) + 1, ag__.ld(x) + 2])

        def get_state():
            return (items,)

        def set_state(vars_):
            nonlocal items
            items, = vars_

        def loop_body(itr):
            nonlocal items
            i = itr
            items = ag__.set_item(ag__.ld(items), ag__.ld(i), ag__.get_item(ag__.ld(items), ag__.ld(i), opts=ag__.GetItemOpts(element_dtype=None)) * 2)
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (ag__.converted_call(ag__.ld(len), (ag__.ld(items),), None, fscope),), None, fscope), None, loop_body, get_state, set_state, ('items',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.list_stack(ag__.ld(items), opts=ag__.ListStackOpts(element_dtype=None, original_call=ag__.ld(tf).stack))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
