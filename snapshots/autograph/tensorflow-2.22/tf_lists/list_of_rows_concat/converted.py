def tf__list_of_rows_concat(x):
    """Collects scaled rows in a list with append and concatenates them."""
    with ag__.FunctionScope('list_of_rows_concat', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        rows = []

        def get_state():
            return ()

        def set_state(block_vars):
            pass

        def loop_body(itr):
            k = itr
            ag__.converted_call(ag__.ld(rows).append, (ag__.ld(x)[ag__.ld(k):ag__.ld(k) + 1] * ag__.converted_call(ag__.ld(float), (ag__.ld(k) + 1,), None, fscope),), None, fscope)
        k = ag__.Undefined('k')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (2,), None, fscope), None, loop_body, get_state, set_state, (), {'iterate_names': 'k'})
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(tf).concat, (ag__.ld(rows),), dict(axis=0), fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
