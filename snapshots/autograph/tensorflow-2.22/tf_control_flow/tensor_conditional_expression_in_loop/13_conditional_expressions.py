def tensor_conditional_expression_in_loop(n):
    """A conditional expression on the tf.range index inside the loop body."""
    with ag__.FunctionScope('tensor_conditional_expression_in_loop', 'fscope', ag__.ConversionOptions(recursive=True, user_requested=True, optional_features=(), internal_convert_user_code=True)) as fscope:
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
            total += ag__.if_exp(i % 2 == 0, lambda: i, lambda: -i, 'i % 2 == 0')
        i = ag__.Undefined('i')
        ag__.for_stmt(ag__.converted_call(tf.range, (n,), None, fscope), None, loop_body, get_state, set_state, ('total',), {'iterate_names': 'i'})
        try:
            do_return = True
            retval_ = total
        except:
            do_return = False
            raise
        return fscope.ret(retval_, do_return)
