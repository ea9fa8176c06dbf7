def tf_range_accumulate(n):
    """A for loop over tf.range adding each index into a tensor accumulator."""
    with ag__.FunctionScope('tf_range_accumulate', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
        do_return = False
        retval_ = ag__.UndefinedReturnValue()
        total = ag__.converted_call(ag__.ld(tf).constant, (0,), None, fscope)

        def get_state():
            return (total,)

        def set_state(vars_):
            nonlocal total
            total, = vars_

        def loop_body(itr):
            nonlocal total
            i = itr
            total = ag__.ld(total)
            total += i * i
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(tf).range, (ag__.ld(n),), None, fscope), None, loop_body, get_state, set_state, ('total',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.ld(total)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
