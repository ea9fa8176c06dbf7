def for_over_tensor_rows(x):
    """Iterates directly over the rows of a 2-D tensor."""
    with ag__.FunctionScope('for_over_tensor_rows', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = ag__.converted_call(ag__.ld(tf).zeros, ([2],), dict(dtype=ag__.ld(tf).int32), fscope)

        def get_state():
            return (total,)

        def set_state(vars_):
            nonlocal total
            total, = vars_

        def loop_body(itr):
            nonlocal total
            row = itr
            total = ag__.ld(total)
            total += row
        row = ag__.Undefined('row')
        ag__.for_stmt(ag__.ld(x), None, loop_body, get_state, set_state, ('total',), {'iterate_names': 'row'})
        try:
            do_return = True
            retval_ = ag__.ld(total)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
