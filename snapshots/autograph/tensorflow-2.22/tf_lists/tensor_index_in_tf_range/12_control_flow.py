def tensor_index_in_tf_range(x):
    """Reads x[i] with the tf.range index inside the loop."""
    with ag__.FunctionScope('tensor_index_in_tf_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.LISTS, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = ag__.converted_call(tf.constant, (0,), None, fscope)

        def get_state():
            return (total,)

        def set_state(vars_):
            nonlocal total
            total, = vars_

        def loop_body(itr):
            nonlocal total
            i = itr
            total += ag__.get_item(x, i, opts=ag__.GetItemOpts(element_dtype=None))
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(tf.range, (ag__.get_item(ag__.converted_call(tf.shape, (x,), None, fscope), 0, opts=ag__.GetItemOpts(element_dtype=None)),), None, fscope), None, loop_body, get_state, set_state, ('total',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
