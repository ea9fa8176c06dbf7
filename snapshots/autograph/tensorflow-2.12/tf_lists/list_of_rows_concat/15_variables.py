def list_of_rows_concat(x):
    """Collects scaled rows in a list with append and concatenates them."""
    with ag__.FunctionScope('list_of_rows_concat', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ALL, internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        rows = ag__.new_list([])

        def get_state():
            return (rows,)

        def set_state(vars_):
            nonlocal rows
            rows, = vars_

        def loop_body(itr):
            nonlocal rows
            k = itr
            rows = ag__.list_append(ag__.ld(rows), ag__.ld(x)[ag__.ld(k):ag__.ld(k) + 1] * ag__.converted_call(ag__.ld(float), (ag__.ld(k) + 1,), None, fscope))
        k = ag__.Undefined('k')
        ag__.for_stmt(ag__.converted_call(ag__.ld(range), (2,), None, fscope), None, loop_body, get_state, set_state, ('rows',), {'iterate_names': 'k'})
        try:
            do_return = True
            retval_ = ag__.converted_call(ag__.ld(tf).concat, (ag__.ld(rows),), dict(axis=0), fscope)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
