def tf__list_append_in_tf_range(n):
    """Appends to a Python list inside a tf.range loop. Without the LISTS feature (tf.function's default) the list stays a Python list: rejected only at trace time."""
    with ag__.FunctionScope('list_append_in_tf_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = []

        def get_state():
            return ()

        def set_state(block_vars):
            pass

        def loop_body(itr):
            i = itr
            ag__.converted_call(ag__.ld(items).append, (ag__.ld(i),), None, fscope)
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(tf).range, (ag__.ld(n),), None, fscope), None, loop_body, get_state, set_state, (), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(tf).stack, (ag__.ld(items),), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
