def list_index_python_loop(x):
    """Reads items of a list display by Python index in a Python range loop."""
    with ag__.FunctionScope('list_index_python_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = ag__.new_list([x, x + 1.0, x + 2.0])
        total = ag__.converted_call(tf.constant, (0.0,), None, fscope)

        def get_state():
            return (total,)

        def set_state(vars_):
            nonlocal total
            total, = vars_

        def loop_body(itr):
            nonlocal total
            i = itr
            total += ag__.get_item(items, i, opts=ag__.GetItemOpts(element_dtype=None))
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(range, (3,), None, fscope), None, loop_body, get_state, set_state, ('total',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
