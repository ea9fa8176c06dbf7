def tf__list_append_in_tf_range_lists(n):
    """The same loop with the LISTS feature: [] becomes a TensorList the loop carries, with no element type to push."""
    with ag__.FunctionScope('list_append_in_tf_range_lists', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = ag__.new_list([])

        def get_state():
            return (items,)

        def set_state(vars_):
            nonlocal items
            items, = vars_

        def loop_body(itr):
            nonlocal items
            i = itr
            items = ag__.list_append(ag__.ld(items), ag__.ld(i))
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(tf).range, (ag__.ld(n),), None, fscope), None, loop_body, get_state, set_state, ('items',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.list_stack(ag__.ld(items), opts=ag__.ListStackOpts(element_dtype=None, original_call=ag__.ld(tf).stack))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
