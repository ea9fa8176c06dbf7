def tf__list_setitem_python_loop(x):
    """Doubles each item of a list of tensors in place by index in a Python loop."""
    with ag__.FunctionScope('list_setitem_python_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        items = [ag__.ld(x), ag__.ld(x) + 1, ag__.ld(x) + 2]

        def get_state():
            return ()

        def set_state(block_vars):
            pass

        def loop_body(itr):
            i = itr
            ag__.ld(items)[ag__.ld(i)] = ag__.ld(items)[ag__.ld(i)] * 2
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (ag__.converted_call(ag__.ld(len), (ag__.ld(items),), None, fscope),), None, fscope), None, loop_body, get_state, set_state, (), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(tf).stack, (ag__.ld(items),), None, fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
