def list_setitem_python_loop(x):
    """Doubles each item of a list of tensors in place by index in a Python loop."""
    with ag__.FunctionScope('list_setitem_python_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = ag__.new_list([x, x + 1, x + 2])

        def get_state():
            return (items,)

        def set_state(vars_):
            nonlocal items
            items, = vars_

        def loop_body(itr):
            nonlocal items
            i = itr
            items = ag__.set_item(items, i, ag__.get_item(items, i, opts=ag__.GetItemOpts(element_dtype=None)) * 2)
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(range, (ag__.converted_call(len, (items,), None, fscope),), None, fscope), None, loop_body, get_state, set_state, ('items',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.list_stack(items, opts=ag__.ListStackOpts(element_dtype=None, original_call=tf.stack))
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
