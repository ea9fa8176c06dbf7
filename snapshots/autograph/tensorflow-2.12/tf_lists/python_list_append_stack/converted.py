def tf__python_list_append_stack(x):
    """Appends tensors to an empty list in a Python range loop, then tf.stack."""
    with ag__.FunctionScope('python_list_append_stack', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = []

        def get_state():
            return ()

        def set_state(block_vars):
            pass

        def loop_body(itr):
            i = itr
            ag__.converted_call(ag__.ld(items).append, (ag__.ld(x) * ag__.converted_call(ag__.ld(float), (ag__.ld(i),), None, fscope),), None, fscope)
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (3,), None, fscope), None, loop_body, get_state, set_state, (), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(tf).stack, (ag__.ld(items),), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
