def tf__assert_in_tf_range(n):
    """An assert on a static (Python) condition inside a for over tf.range."""
    with ag__.FunctionScope('assert_in_tf_range', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=ag__.Feature.ASSERT_STATEMENTS, internal_convert_user_code=True)) as fscope:
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
            ag__.assert_stmt(ag__.ld(i).dtype == ag__.ld(tf).int32, lambda: 'index must be int32')
            total = ag__.ld(total)
            total += i
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(ag__.ld(tf).range, (ag__.ld(n),), None, fscope), None, loop_body, get_state, set_state, ('total',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = ag__.ld(total)
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
